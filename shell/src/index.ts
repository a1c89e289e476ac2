import { startFirstScreen } from './firstScreen';

// The deployment, the first screen's API reads and its first paint start before the shared libraries
// load; then the owning remote's code loads while they do.
const first = startFirstScreen(location.pathname);

// Async boundary: shared singletons are negotiated before any app code runs. Their evaluation would
// hold the main thread: it waits until the first paint is drawn.
void first.painted.then(() => import('./bootstrap'));
