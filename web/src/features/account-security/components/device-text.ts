/** "Chrome on macOS", and "Germany" from an ISO country code (none when unknown). */
export const deviceName = (device: { browser: string; os: string }): string =>
  `${device.browser} on ${device.os}`;

const regions = new Intl.DisplayNames(['en'], { type: 'region' });

export const placeName = (country: string | null): string | null => {
  if (!country) return null;
  try {
    return regions.of(country) ?? country;
  } catch {
    return country;
  }
};
