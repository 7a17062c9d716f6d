// The first step of the app's start (main.tsx): React and React DOM, whose factories run when this chunk does.
export { createElement, startTransition } from 'react';
export { createRoot } from 'react-dom/client';
