// What both sandbox gateway specs look for and wait with: a PNG's first bytes, and polling a condition.
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Polls `condition` every 20 ms until it holds; fails after `timeoutMs`, naming the condition. */
export async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${String(condition)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
