/** How long the Clipboard API may take: a webview waiting on a permission prompt that never shows would hang forever. */
const clipboardTimeoutMs = 1500;

function withTimeout(promise: Promise<void>, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error('Clipboard timed out')), timeoutMs);
    promise.then(
      () => {
        window.clearTimeout(timer);
        resolve();
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Old webviews without the Clipboard API still support copying a selection. */
function copyWithSelection(text: string): void {
  const scratch = document.createElement('textarea');
  scratch.value = text;
  scratch.setAttribute('readonly', '');
  scratch.style.position = 'fixed';
  scratch.style.opacity = '0';
  document.body.append(scratch);
  scratch.select();
  try {
    if (!document.execCommand('copy')) {
      throw new Error('Copy command refused');
    }
  } finally {
    scratch.remove();
  }
}

/** Copies with the Clipboard API, falling back to the selection copy where it is missing, refused or stuck. */
export async function copyToSystemClipboard(text: string): Promise<void> {
  try {
    if (!navigator.clipboard) {
      throw new Error('No Clipboard API');
    }
    await withTimeout(navigator.clipboard.writeText(text), clipboardTimeoutMs);
  } catch {
    copyWithSelection(text);
  }
}
