// `npm start`: installs dependencies if needed, then serves the app on the demo simulator.
import { ensureDependencies, root, runOrExit } from './lib.mjs';
import { join } from 'node:path';

ensureDependencies();
const port = process.env.PORT ?? '5173';
console.info(`\nRefex starts on the built-in simulator (demo mode). Open http://127.0.0.1:${port}/ in a browser.`);
console.info(`(If port ${port} is taken, start fails rather than move elsewhere: set PORT to choose another.)\n`);
// --strictPort: the address printed above is the one the app is on, or nothing starts.
runOrExit(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), '--host', '127.0.0.1', '--port', port, '--strictPort']);
