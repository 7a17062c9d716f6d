import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createApolloClient } from './app/apolloClient';
import { seedBootCache, waitForBootAnswers } from './boot/bootCache';
import { preloadRoute } from './app/routes';
import { registerOfflineReading } from './lib/offline';

const client = createApolloClient();
// An article's page code starts loading at once, beside the app's start-up (its data is already on its way).
preloadRoute(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);

// The boot script's answers usually arrive while this bundle is still being evaluated, but they can only be read once
// the event loop turns: wait briefly for them so the first render already knows who is signed in.
void waitForBootAnswers().then(() => {
  seedBootCache(client, window.location);
  // A transition makes the first render interruptible, so it is split into short tasks instead of one long one.
  startTransition(() => root.render(<App client={client} />));
});

registerOfflineReading();
