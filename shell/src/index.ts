import { startFirstScreen } from './firstScreen';

// The deployment and the owning remote's code load while the shared libraries do.
startFirstScreen(location.pathname);

// Async boundary: shared singletons are negotiated before any app code runs.
void import('./bootstrap');
