import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { shellCataloguesReady } from './i18n';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The router already fetches the first screen's code; the first render waits for the current language's texts,
// which load beside it (only that language ships with the first page, issue 11). A failed load still renders.
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
shellCataloguesReady.then(render, render);
