/**
 * Puts `text` on the clipboard. The async Clipboard API first; where it is missing or refused (an
 * embedding that denies the permission, older browsers), a hidden textarea and `execCommand('copy')`.
 * Rejects when neither works, so the caller can say 'Copy Failed'.
 */
export const copyText = async (text: string): Promise<void> => {
  try {
    if (!navigator.clipboard) throw new Error('no async clipboard');
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // Fall through to the legacy path.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  const focused = document.activeElement;
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('copy refused');
  } finally {
    area.remove();
    if (focused instanceof HTMLElement) focused.focus();
  }
};
