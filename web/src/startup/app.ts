// The last step of the app's start (main.tsx): the shell, its routes, and what runs before the first render.
export { App } from '../app/App';
export { preloadRoute } from '../app/routes';
export { seedBootCache, waitForBootAnswers } from '../boot/bootCache';
export { registerOfflineReading } from '../lib/offline';
