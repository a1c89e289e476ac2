export { openLiveConnection, type LiveConnectionOptions } from './liveConnection';
export { invalidateLive, showsOffer } from './liveQueries';
export { useLiveStatus, type LiveSource } from './useLiveStatus';
