import { Alert, Badge, Box, Snackbar, Tab, Tabs, Typography } from '@mui/material';
import { badgeText, LIMITS, type OfferTab } from '@offerdesk/shared';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { HOME_PATH } from '../import/importPaths';
import { HelpLinks } from './HelpLinks';
import { useOfferFilterStore } from './offerFilterStore';
import { OfferTabPanel, type Notify } from './OfferTabPanel';
import { filterStatusesFor, useOfferStatuses } from './useOfferStatuses';
import { useUnviewedCount } from './useUnviewedCount';

/**
 * The two lists' titles (docs/domain/offers.md, "The offers list's titles"): 'Sent Offers' for the buyer agent's, 'Received Offers' for
 * the other.
 */
const TABS: { value: OfferTab; label: string }[] = [
  { value: 'sent', label: 'Sent Offers' },
  { value: 'received', label: 'Received Offers' },
];

const tabId = (t: OfferTab) => `offers-tab-${t}`;
const panelId = (t: OfferTab) => `offers-panel-${t}`;

// The import dialog (MLS search, templates, the wizard store and its schemas) loads when it is
// first opened, not with the list.
const MlsImportDialog = lazy(() => import('../import/MlsImportDialog').then((m) => ({ default: m.MlsImportDialog })));

/**
 * Home > Offers: the sent and received lists. The last tab shown is kept with the
 * filters. Create An Offer opens the MLS import dialog; /home/true arrives with it open, and
 * closing it then returns to /home.
 */
export function OffersPage() {
  const navigate = useNavigate();
  const { showImportModal } = useParams();
  const importFromRoute = showImportModal === 'true';
  const [importOpen, setImportOpen] = useState(false);
  const importShown = importOpen || importFromRoute;
  // Once opened, the dialog stays mounted (its closing transition, its cached lookups).
  const [importMounted, setImportMounted] = useState(importShown);
  if (importShown && !importMounted) setImportMounted(true);
  const closeImport = useCallback(() => {
    setImportOpen(false);
    if (importFromRoute) navigate(HOME_PATH, { replace: true });
  }, [importFromRoute, navigate]);
  const openImport = useCallback(() => setImportOpen(true), []);
  const tab = useOfferFilterStore((s) => s.activeTab);
  const selectTab = useOfferFilterStore((s) => s.setActiveTab);
  const unviewed = useUnviewedCount();
  const allStatuses = useOfferStatuses();
  const statuses = useMemo(() => filterStatusesFor(allStatuses, tab), [allStatuses, tab]);
  const [toast, setToast] = useState<{ key: number; message: string; severity: 'success' | 'error' } | null>(null);

  const notify = useCallback<Notify>((message, severity = 'success') => setToast({ key: Date.now(), message, severity }), []);
  const count = badgeText(unviewed);

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
          Offers
        </Typography>
        <HelpLinks />
      </Box>
      <Tabs
        value={tab}
        onChange={(_, v: OfferTab) => selectTab(v)}
        aria-label="Offer lists"
        variant="scrollable"
        scrollButtons={false}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2.5 }}
      >
        {TABS.map((t) => (
          <Tab
            key={t.value}
            value={t.value}
            id={tabId(t.value)}
            aria-controls={panelId(t.value)}
            sx={{ fontSize: '1rem', pr: t.value === 'received' && count ? 4.5 : 2 }}
            label={
              t.value === 'received' ? (
                <Badge
                  badgeContent={count}
                  color="error"
                  invisible={!count}
                  data-testid="received-badge"
                  sx={{ '& .MuiBadge-badge': { right: -20, top: 10 } }}
                >
                  {t.label}
                </Badge>
              ) : (
                t.label
              )
            }
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {/* One panel per tab (keyed): each tab keeps its own filters and list. */}
        <OfferTabPanel key={tab} tab={tab} statuses={statuses} notify={notify} onCreateOffer={openImport} />
      </Box>
      {importMounted && (
        <Suspense fallback={null}>
          <MlsImportDialog open={importShown} onClose={closeImport} />
        </Suspense>
      )}
      <Snackbar
        key={toast?.key}
        open={!!toast}
        autoHideDuration={LIMITS.toastMs}
        onClose={(_, reason) => reason !== 'clickaway' && setToast(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity={toast?.severity ?? 'success'} variant="filled" onClose={() => setToast(null)} sx={{ width: '100%' }}>
          {toast?.message}
        </Alert>
      </Snackbar>
    </Box>
  );
}
