/** Dark text on light colours, white on dark ones (WCAG relative luminance), so any theme stays legible. */
export const readableOn = (hex: string): string => {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.179 ? '#0f172a' : '#ffffff';
};
