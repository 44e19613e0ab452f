import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { ErrorBoundary } from './app/error-boundary';
import { queryClient } from './lib/query-client';
import { createRouter } from './app/router';
import { ToastProvider } from './components/toast/toast-provider';
import './styles/theme.css';
import './styles/app.css';
import './styles/print.css';

const router = createRouter(queryClient);

const root = createRoot(document.getElementById('root')!);
// The first render as a transition: React draws the shell in slices that yield to the browser, instead of
// one long task while the page's scripts are still arriving.
startTransition(() =>
  root.render(
    <StrictMode>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </StrictMode>,
  ),
);
