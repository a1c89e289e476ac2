// The signing service's own page (signing.html). Async boundary: shared singletons are negotiated first.
void import('./signingEntry/bootstrapSigning');
