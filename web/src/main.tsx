// First: schemas built by any later module must see it (no eval under the CSP).
import './config/zod-jitless';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { StartupError } from './app/startup-error';
import { loadRuntimeConfig } from './config/runtime-config';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// Everything (Amplify, the API client) reads the runtime config, so it loads before the first render.
loadRuntimeConfig().then(
  () =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  (error: unknown) => {
    console.error(error);
    root.render(<StartupError error={error} />);
  },
);
