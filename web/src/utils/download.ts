/** Spec 5: the product name with every non-alphanumeric character an underscore, lower-cased, ".jpg". */
export const imageFileName = (productName: string): string =>
  `${productName.replace(/[^a-zA-Z0-9]/g, '_').toLowerCase()}.jpg`;

/**
 * Fetches `url` and saves it as `fileName` (an `<a download>` on a blob URL: the `download` attribute
 * alone is ignored for cross-origin images). Rejects when the file cannot be fetched.
 */
export const downloadFile = async (url: string, fileName: string): Promise<void> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`download failed (${response.status})`);
  const objectUrl = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = objectUrl;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser a moment to start the download before the blob goes away.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
};
