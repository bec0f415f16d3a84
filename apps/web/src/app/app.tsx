import { RouterProvider } from 'react-router';
import { registerNavigate } from '../lib/navigation.ts';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();
registerNavigate((to, options) => void router.navigate(to, options));

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
