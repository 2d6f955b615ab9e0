// Module hooks of the test workers (register-typescript.cjs): a .ts file that import() loads (the
// runner imports every test file) goes to the CommonJS loader, which compiles it.
export async function load(url, context, nextLoad) {
  if (url.startsWith('file:') && /\.ts(\?|$)/.test(url)) return { format: 'commonjs', shortCircuit: true };
  return nextLoad(url, context);
}
