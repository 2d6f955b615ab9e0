// A placeholder shell so the build and serving path exists; the site proper comes with issue 5.
export function App() {
  return (
    <main data-testid="player-web">
      <h1>Lootledger</h1>
      <p>Path: {window.location.pathname}</p>
    </main>
  );
}
