import { scopeSessionToFrame } from '@offerdesk/runtime/first-paint';
import { startFirstScreen } from './firstScreen';

// Framed by a page of another origin (a brokerage portal), the session lives in this frame only: what an
// earlier frame of this tab left is dropped before the first screen reads it (docs/domain/frames.md#framed-sessions).
scopeSessionToFrame();

// The deployment, the first screen's API reads and its first paint start before the shared libraries
// load; then the owning remote's code loads while they do.
const first = startFirstScreen(location.pathname);

// Async boundary: shared singletons are negotiated before any app code runs. Their evaluation would
// hold the main thread: it waits until the first paint is drawn.
void first.painted.then(() => import('./bootstrap'));
