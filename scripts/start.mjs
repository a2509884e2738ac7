// `npm start`: installs dependencies if needed, then serves the app on the demo simulator.
import { ensureDependencies, root, runOrExit } from './lib.mjs';
import { join } from 'node:path';

ensureDependencies();
const port = process.env.PORT ?? '5173';
// Printed as localhost: the broker accepts a local redirect URL only at localhost (127.0.0.1 is refused), so the
// address a user opens is one they can also sign in from. (Vite listens where this machine resolves localhost: 127.0.0.1 or ::1.)
console.info(`\nRefex starts on the built-in simulator (demo mode). Open http://localhost:${port}/ in a browser.`);
console.info(`(If port ${port} is taken, start fails rather than move elsewhere: set PORT to choose another.)\n`);
// --strictPort: the address printed above is the one the app is on, or nothing starts.
runOrExit(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), '--host', 'localhost', '--port', port, '--strictPort']);
