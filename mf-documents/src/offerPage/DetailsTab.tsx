import { Alert, Box, Button, Typography } from '@mui/material';
import type { OfferDetail, OfferForm } from '@offerdesk/shared/contract';
import { ErrorState, LoadingState, mainApi, OfferStatus } from '@offerdesk/shared';
import { getOfferForm, setOffersCustomFields, type FormValue, type FormValues } from '@offerdesk/shared/features';
import { formInfoBuckets, FormInfoGrid, initialFormValues } from '@offerdesk/shared/forms';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { offerPageKeys } from './offerPageKeys';

/** Editable only while the offer is a draft the viewer may edit (docs/domain/offers.md, "Details tab"). */
export const detailsEditable = (offer: Pick<OfferDetail, 'statusId' | 'canEdit'>) => offer.canEdit && offer.statusId === OfferStatus.draft;

function FormInfoValues({ offerId, form, editable }: { offerId: number; form: OfferForm; editable: boolean }) {
  const queryClient = useQueryClient();
  const [initial, setInitial] = useState(() => initialFormValues(form));
  const [values, setValues] = useState<FormValues>(initial);
  const save = useMutation({
    mutationFn: () => setOffersCustomFields(mainApi(), { externalId: offerId, ...formInfoBuckets(form, values, initial) }),
    onSuccess: async () => {
      setInitial(values);
      await queryClient.invalidateQueries({ queryKey: offerPageKeys.activities(offerId) });
    },
  });
  const onChange = (key: string, value: FormValue) => setValues((v) => ({ ...v, [key]: value }));
  return (
    <Box
      component="form"
      aria-labelledby="details-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <FormInfoGrid form={form} values={values} errors={{}} onChange={onChange} readOnly={!editable} />
      {save.isError && (
        <Alert severity="error" role="alert">
          {save.error.message}
        </Alert>
      )}
      {save.isSuccess && <Alert severity="success">Saved</Alert>}
      {editable && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** The Details tab: the offer's Form Info values (the wizard's Form Info items, read-only unless the offer is an editable draft). */
export function DetailsTab({ offer }: { offer: OfferDetail }) {
  const form = useQuery({
    queryKey: offerPageKeys.form(offer.id),
    queryFn: ({ signal }) => getOfferForm(mainApi(), offer.id, signal),
    gcTime: 0,
  });
  return (
    <Box>
      <Typography id="details-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        Form Info
      </Typography>
      {form.isPending ? (
        <LoadingState label="Loading details…" />
      ) : form.isError ? (
        <ErrorState message={form.error.message} onRetry={() => void form.refetch()} />
      ) : !form.data.rows.length ? (
        <Typography color="text.secondary">No documents to display</Typography>
      ) : (
        <FormInfoValues offerId={offer.id} form={form.data} editable={detailsEditable(offer)} />
      )}
    </Box>
  );
}
