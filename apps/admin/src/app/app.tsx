// A placeholder so the build and serving path exists; the console proper comes with issue 6.
export function App() {
  return (
    <main data-testid="admin">
      <h1>Lootledger admin</h1>
      <p>Path: {window.location.pathname}</p>
    </main>
  );
}
