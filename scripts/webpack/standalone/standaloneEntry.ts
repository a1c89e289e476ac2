import { provideRuntimeCore } from './provideRuntimeCore';

// The first script of a remote's own page.
provideRuntimeCore();
