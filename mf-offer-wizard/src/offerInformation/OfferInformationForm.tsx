import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import type { AddressSuggestion, OfferLookupData } from '@offerdesk/shared/contract';
import { Country, OFFER_TEXT_MAX } from '@offerdesk/shared';
import {
  EMPTY_OFFER_INFORMATION,
  needsLeadBasedPaintDisclosure,
  OTHER_OPTION_IDS,
  YES_NO,
  YesNo,
  zipMaxLength,
  type OfferInformationValues,
} from '@offerdesk/shared/forms';
import { memo, useMemo, type ReactNode } from 'react';
import { useField, useForm } from 'react-final-form';
import { AddressAutocomplete } from './AddressAutocomplete';
import {
  DateInput,
  DigitsInput,
  LookupSelect,
  LookupWithOther,
  MoneyInput,
  TextInput,
  TimeSelect,
  visibleError,
  YesNoRadios,
} from './fields';

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ fontSize: 18 }}>
          {title}
        </Typography>
        {action}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {children}
      </Box>
    </Paper>
  );
}

/** Zip or postal code: checked on blur, on country change and on submit. */
function ZipInput({ countryId, forceCheck }: { countryId: number; forceCheck: boolean }) {
  const { input, meta } = useField<string>('zipCode', {
    subscription: { value: true, error: true, submitError: true, submitFailed: true, dirtySinceLastSubmit: true, touched: true },
  });
  const ca = countryId === Country.CA;
  const error = visibleError(meta, meta.touched || forceCheck);
  return (
    <TextInputLike
      name={input.name}
      label={ca ? 'Postal Code' : 'Zip Code'}
      value={input.value ?? ''}
      error={error}
      maxLength={zipMaxLength(countryId)}
      onChange={(v) => input.onChange(ca ? v.toUpperCase() : v)}
      onBlur={() => input.onBlur()}
    />
  );
}

function TextInputLike(p: {
  name: string;
  label: string;
  value: string;
  error?: string;
  maxLength: number;
  onChange(v: string): void;
  onBlur(): void;
}) {
  return (
    <TextField
      name={p.name}
      label={p.label}
      required
      fullWidth
      value={p.value}
      onChange={(e) => p.onChange(e.target.value)}
      onBlur={p.onBlur}
      error={!!p.error}
      helperText={p.error}
      slotProps={{ htmlInput: { maxLength: p.maxLength } }}
    />
  );
}

export interface OfferInformationFieldsProps {
  lookups: OfferLookupData;
  zipCheck: boolean;
  onCountryChanged(): void;
  onChooseAddress(s: AddressSuggestion): void;
  onOpenImport(): void;
}

/** The current value of one field; the component re-renders when only it changes. */
function useValue<K extends keyof OfferInformationValues>(name: K): OfferInformationValues[K] {
  return useField<OfferInformationValues[K]>(name, { subscription: { value: true } }).input.value;
}

/** Street Number with suggestions narrowed to the chosen state: only it re-renders when the state changes. */
function AddressWithState({ countryId, onChoose }: { countryId: number; onChoose(s: AddressSuggestion): void }) {
  const stateId = useValue('state');
  return <AddressAutocomplete countryId={countryId} stateId={Number(stateId) || null} onChoose={onChoose} />;
}

/** The lead-based paint disclosure, shown for homes built before 1978: only it watches Year Built. */
function LeadBasedPaintDisclosure({ options }: { options: OfferLookupData['leadBasedPaintDisclosures'] }) {
  const yearBuilt = useValue('yearBuilt');
  if (!needsLeadBasedPaintDisclosure(yearBuilt)) return null;
  return <LookupSelect name="leadBasedPaintDisclosureId" label="Lead Based Paint Disclosure" required options={options} />;
}

/** The home warranty details, shown when one is ordered: only they watch the answer. */
function HomeWarrantyDetails({ lookups }: { lookups: OfferLookupData }) {
  if (useValue('isHomeWarrantyOrdered') !== YesNo.yes) return null;
  return (
    <>
      <LookupSelect name="homeWarrantyOrderedById" label="Plan to be ordered by" required options={lookups.homeWarrantyPlanToBeOrderedBy} />
      <TextInput name="optionalCoverage" label="Optional Coverage" maxLength={OFFER_TEXT_MAX.optionalCoverage} />
      <MoneyInput name="costNotToExceed" label="Cost not to Exceed ($)" />
      <LookupSelect name="paidById" label="Paid By" required options={lookups.homeWarrantyPaidBy} />
    </>
  );
}

/**
 * Every field of the Offer Information screen, with the rules that tie fields together. Each field
 * watches only its own value (and the few parts that show or hide watch theirs), so typing
 * re-renders one field, not the form; the whole tree re-renders only when the country changes.
 */
export const OfferInformationFields = memo(function OfferInformationFields({
  lookups,
  zipCheck,
  onCountryChanged,
  onChooseAddress,
  onOpenImport,
}: OfferInformationFieldsProps) {
  const form = useForm<OfferInformationValues>();
  const countryId = Number(useValue('countryId')) || Country.US;
  const ca = countryId === Country.CA;
  const states = useMemo(() => lookups.states.filter((s) => s.countryId === countryId), [lookups, countryId]);
  const countries = useMemo(
    () =>
      (lookups.countries?.length
        ? lookups.countries
        : [
            { id: 1, name: 'United States' },
            { id: 2, name: 'Canada' },
          ]
      ).map((c) => ({ id: c.id, name: c.name })),
    [lookups],
  );

  const clear = (...names: (keyof OfferInformationValues)[]) =>
    form.batch(() => names.forEach((n) => form.change(n, EMPTY_OFFER_INFORMATION[n] as never)));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Section
        title="Property"
        action={
          <Button variant="outlined" size="small" onClick={onOpenImport}>
            Data Import
          </Button>
        }
      >
        <LookupSelect name="propertyTypeId" label="Property Type" required options={lookups.propertyTypes} />
        <AddressWithState countryId={countryId} onChoose={onChooseAddress} />
        <LookupSelect name="directionId" label="Direction" options={lookups.directions} />
        <TextInput name="street" label="Street Name" required maxLength={OFFER_TEXT_MAX.street} />
        <LookupSelect name="designatorId" label="Designator" options={lookups.designators} />
        <LookupSelect name="suffixId" label="Suffix" options={lookups.suffixes} />
        <TextInput name="unitNumber" label="Unit/Lot Number" maxLength={OFFER_TEXT_MAX.unitNumber} />
        <LookupSelect name="unitTypeId" label="Unit Type" options={lookups.unitTypes} />
        <TextInput name="city" label="City" required maxLength={OFFER_TEXT_MAX.city} />
        <LookupSelect name="state" label={ca ? 'Territory' : 'State'} required options={states} />
        <TextInput name="county" label="County" maxLength={OFFER_TEXT_MAX.county} />
        <ZipInput countryId={countryId} forceCheck={zipCheck} />
        <LookupSelect
          name="countryId"
          label="Country"
          options={countries}
          allowEmpty={false}
          onValue={(id) => {
            const next = id ?? Country.US;
            // Changing the country clears the state and re-checks the zip.
            const state = lookups.states.find((s) => s.id === form.getState().values.state);
            if (!state || state.countryId !== next) form.change('state', null);
            onCountryChanged();
          }}
        />
        <TextInput name="mlsNumber" label="MLS Number" maxLength={OFFER_TEXT_MAX.mlsNumber} />
        <TextInput name="assessorsNumber" label="Assessors Number" maxLength={OFFER_TEXT_MAX.assessorsNumber} />
        <LookupSelect name="wasteWaterTreatmentId" label="Waste Water Treatment" options={lookups.wasteWaterTreatments} />
        <TextInput name="legalDescription" label="Legal Description" multiline fullRow maxLength={OFFER_TEXT_MAX.legalDescription} />
        <LookupSelect name="isHomeLocatedInHOA" label="Is Home Located In HOA?" required options={YES_NO} />
        <DigitsInput
          name="yearBuilt"
          label="Year Built"
          required
          max={4}
          placeholder="example 1995"
          onValue={(year) => {
            // A home built after 1978 needs no lead-based paint disclosure: it is hidden and cleared.
            if (!needsLeadBasedPaintDisclosure(year)) form.change('leadBasedPaintDisclosureId', null);
          }}
        />
        <LeadBasedPaintDisclosure options={lookups.leadBasedPaintDisclosures} />
      </Section>

      <Section title="Price & Earnest Money">
        <MoneyInput name="offerPrice" label="Offer Price" required />
        <MoneyInput name="earnestMoneyDeposit" label="Earnest Money Deposit" required />
        <LookupSelect name="earnestMoneyDepositedId" label="Earnest Money Deposited With" required options={lookups.earnestMoneyDeposits} />
        <LookupWithOther
          name="formOfEarnestMoneyId"
          label="Form Of Earnest Money"
          required
          options={lookups.formOfEarnestMoneyTypes}
          otherId={OTHER_OPTION_IDS.formOfEarnestMoney}
          descriptionName="formOfEarnestMoneyOtherDesc"
          descriptionLabel="Form Of Earnest Money Description"
          descriptionMaxLength={OFFER_TEXT_MAX.otherDescription}
        />
      </Section>

      <Section title="Financing">
        <LookupWithOther
          name="typeOfFinancingId"
          label="Type Of Financing"
          required
          options={lookups.financingTypes}
          otherId={OTHER_OPTION_IDS.financing}
          descriptionName="typeOfFinancingOtherDesc"
          descriptionLabel="Type Of Financing Description"
          descriptionMaxLength={OFFER_TEXT_MAX.otherDescription}
        />
        <MoneyInput name="downPayment" label="Down Payment" />
        <MoneyInput name="sellerConcessions" label="Seller Concessions" />
        <LookupWithOther
          name="appraisalPaidById"
          label="Appraisal Paid By"
          required
          options={lookups.appraisalsPaidBy}
          otherId={OTHER_OPTION_IDS.appraisalPaidBy}
          descriptionName="appraisalPaidByOtherDesc"
          descriptionLabel="Appraisal Paid By Description"
          descriptionMaxLength={OFFER_TEXT_MAX.otherDescription}
        />
        <LookupWithOther
          name="prorationOfAssessmentAndFeeId"
          label="Proration Of Assessments And Fees"
          options={lookups.prorationOfAssessmentsAndFees}
          otherId={OTHER_OPTION_IDS.prorationOfAssessmentsAndFees}
          descriptionName="prorationOfAssessmentAndFeeOtherDesc"
          descriptionLabel="Proration Description"
          descriptionMaxLength={OFFER_TEXT_MAX.otherDescription}
        />
      </Section>

      <Section title="Dates">
        <DateInput
          name="closingDate"
          label="Closing Date"
          required
          onValue={(v) => {
            // Changing the closing date sets the possession date to the same value.
            form.change('possessionDate', v);
          }}
        />
        <DateInput name="possessionDate" label="Possession Date" required />
        <DateInput name="acceptanceDeadlineDate" label="Offer Expiration Date" required />
        <TimeSelect name="acceptanceDeadlineTime" label="Offer Expiration Time" required />
        <DigitsInput name="inspectionDaysFromCOE" label="Inspection Days from Contract Date" required max={2} placeholder="example 10" />
      </Section>

      <Section title="Home Warranty">
        <YesNoRadios
          name="isHomeWarrantyOrdered"
          label="Will a Home Warranty be ordered?"
          fullRow
          onValue={(v) => {
            // Answering 'no' clears the home warranty fields.
            if (v !== YesNo.yes) clear('homeWarrantyOrderedById', 'optionalCoverage', 'costNotToExceed', 'paidById');
          }}
        />
        <HomeWarrantyDetails lookups={lookups} />
      </Section>

      <Section title="Additional Terms">
        <TextInput name="additionalTerms" label="Additional Terms" multiline fullRow maxLength={OFFER_TEXT_MAX.additionalTerms} />
      </Section>
    </Box>
  );
});
