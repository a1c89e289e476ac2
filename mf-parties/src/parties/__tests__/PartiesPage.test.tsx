import { hostStore, WizardStep } from '@offerdesk/runtime';
import { DUPLICATE_EMAIL_MESSAGE, wizardStore } from '@offerdesk/shared/forms';
import { contract, exampleParty, examplePartyLookupData } from '@offerdesk/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import Sortable from 'sortablejs';
import { answer, fail, sent, server, startApiServer } from '../../testing/api';
import { currentLocation, renderAt } from '../../testing/render';

// Each test drives a real client through the HTTP stack (msw) and types into large forms; on a busy machine that takes long.
jest.setTimeout(120000);

const agent = exampleParty({
  partyId: 1,
  personId: 1,
  name: 'Alex Morgan',
  firstName: 'Alex',
  lastName: 'Morgan',
  roleId: 4,
  role: 'Inhouse Agent',
  sideId: 1,
  side: 'Buyer',
  email: 'alex@summit.example',
  mlsId: 'AZ1',
  licenseNumber: 'L1',
  canEdit: false,
});
const client = exampleParty({ personId: 11 });
const affiliate = exampleParty({
  personId: null,
  vendorId: 5,
  name: 'Grand Canyon Title & Escrow',
  firstName: null,
  lastName: null,
  company: 'Grand Canyon Title & Escrow',
  roleId: 5,
  role: 'Title/Escrow',
  isAffiliate: true,
  email: 'desk@gc.example',
});
const titleContact = exampleParty({
  personId: 12,
  vendorId: 6,
  name: 'Pat Title',
  firstName: 'Pat',
  lastName: 'Title',
  company: 'Copper Title',
  roleId: 5,
  role: 'Title/Escrow',
  email: 'alex@summit.example',
});

/** Every required party of both sides: Next can go on. */
const te = { vendorId: 5, personId: null, roleId: 5, role: 'Title/Escrow', name: 'Grand Canyon Title & Escrow' };
const READY_PARTIES = [
  agent,
  exampleParty({ partyId: 2, sideId: 1, side: 'Buyer' }),
  exampleParty({
    partyId: 3,
    personId: 20,
    name: 'Taylor Brooks',
    roleId: 3,
    role: 'Outside Agent',
    sideId: 2,
    side: 'Seller',
    email: 't@ds.example',
  }),
  exampleParty({ partyId: 4, sideId: 1, side: 'Buyer', ...te }),
  exampleParty({ partyId: 5, sideId: 2, side: 'Seller', ...te }),
];

let assigned = [agent];
startApiServer(() => [
  answer(contract.parties.ofOffer, () => HttpResponse.json(assigned)),
  answer(contract.lookups.partyLookupData, () => HttpResponse.json(examplePartyLookupData())),
  answer(contract.lookups.formBuilderEnabled, () => HttpResponse.json(true)),
  answer(contract.offers.getById, () => HttpResponse.json({ id: 7, isHomeWarrantyOrdered: true, homeWarrantyOrderedById: 2, parties: [] })),
  answer(contract.parties.search, ({ request }) => {
    const r = new URL(request.url).searchParams.get('r');
    return HttpResponse.json(r === '1' ? [client] : [affiliate, titleContact]);
  }),
]);

beforeEach(() => {
  localStorage.clear();
  assigned = [agent];
  wizardStore.getState().reset();
  hostStore.getState().configure({}, jest.fn());
});

const pickType = async (name: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
  await userEvent.click(await screen.findByRole('option', { name }));
};

describe('Parties step', () => {
  it('asks for a type first, shows what each side still needs and keeps Next hinted with the Required Fields list', async () => {
    renderAt('/assign-parties?offerId=7');
    expect(await screen.findByText('Alex Morgan')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Select type first')).toBeDisabled();
    expect(screen.getByText('Select contact type, then search for a contact')).toBeInTheDocument();
    const buyer = within(screen.getByRole('region', { name: 'Buyer Parties' }));
    expect(buyer.getByText('Client required')).toBeInTheDocument();
    expect(buyer.getByText('Title/Escrow required')).toBeInTheDocument();
    const seller = within(screen.getByRole('region', { name: 'Seller Parties' }));
    expect(seller.getByText('No seller parties to display')).toBeInTheDocument();
    expect(buyer.queryByText('No buyer parties to display')).not.toBeInTheDocument();
    expect(seller.getByText('Agent required')).toBeInTheDocument();
    // Hinted: heard as disabled yet focusable, the missing parties its description and its tooltip; a click does nothing.
    const next = screen.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toBeEnabled());
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAccessibleDescription(
      /^Required Fields: Buyer Client required, Buyer Title\/Escrow required, Seller Agent required/,
    );
    act(() => next.focus());
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Required Fields');
    expect(within(tooltip).getByText('Seller Agent required', { exact: false })).toBeInTheDocument();
    await userEvent.click(next);
    expect(sent(contract.parties.setParties)).toHaveLength(0);
    expect(currentLocation()).toBe('/assign-parties?offerId=7');
    expect(wizardStore.getState()).toMatchObject({ offerId: 7, currentStep: WizardStep.Parties });
    // A home warranty ordered by the seller is the seller's optional slot.
    expect(await screen.findByRole('combobox', { name: 'Seller Home Warranty (optional)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Buyer Agent' })).toBeInTheDocument();
  });

  it('splits the trusted service provider from the search results and adds a client to the buyer side', async () => {
    server.use(
      answer(contract.parties.add, () =>
        HttpResponse.json([
          {
            sideId: 1,
            partyId: 2,
            state: 'Arizona',
            city: 'Phoenix',
            zipCode: '85013',
            addressLine1: '100 W Elm St',
            workPhone: null,
            isVendorApproved: true,
          },
        ]),
      ),
    );
    renderAt('/assign-parties?offerId=7');
    await screen.findByText('Alex Morgan');
    await pickType('Title/Escrow');
    expect(await screen.findByText('TRUSTED SERVICE PROVIDER')).toBeInTheDocument();
    expect(screen.getByText('SEARCH RESULTS')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Search for a Contact' })).getByPlaceholderText('Search')).toBeEnabled();
    await pickType('Client');
    await userEvent.click(await screen.findByRole('button', { name: /^Emily Carter/ }));
    expect(screen.getByRole('button', { name: 'Add to Both' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Buyer' }));
    await waitFor(() => expect(sent(contract.parties.add)).toHaveLength(1));
    expect(await sent(contract.parties.add)[0].json()).toEqual({
      offerId: 7,
      party: { personId: 11, vendorId: null, roleId: 1, sideId: 1 },
    });
  });

  it("says 'No Client Found' when the search finds nobody, and 'No parties to display' when all it found are assigned twice", async () => {
    const both = { ...te, partyId: 8 };
    assigned = [
      agent,
      exampleParty({ ...both, sideId: 1, side: 'Buyer' }),
      exampleParty({ ...both, partyId: 9, sideId: 2, side: 'Seller' }),
    ];
    server.use(
      answer(contract.parties.search, ({ request }) =>
        HttpResponse.json(new URL(request.url).searchParams.get('r') === '1' ? [] : [{ ...affiliate, partyId: null }]),
      ),
    );
    renderAt('/assign-parties?offerId=7');
    await screen.findByText('Alex Morgan');
    const list = within(screen.getByRole('region', { name: 'Search for a Contact' }));
    await pickType('Client');
    expect(await list.findByText('No Client Found')).toBeInTheDocument();
    await pickType('Title/Escrow');
    expect(await list.findByText('No parties to display')).toBeInTheDocument();
  });

  it('picks a party up on touch after a 600 ms hold, when its drag preview shows (000 §9); a mouse drags at once', async () => {
    renderAt('/assign-parties?offerId=7');
    await screen.findByText('Alex Morgan');
    await pickType('Client');
    const result = (await screen.findByRole('button', { name: /^Emily Carter/ })).closest('[data-key]')!;
    const lists = [result.parentElement!, document.getElementById('buyer-parties-drop')!, document.getElementById('seller-parties-drop')!];
    for (const list of lists) {
      expect(Sortable.get(list)?.options).toMatchObject({ delay: 600, delayOnTouchOnly: true });
    }
  });

  it('warns of a duplicate e-mail on the same side without asking the server', async () => {
    renderAt('/assign-parties?offerId=7');
    await screen.findByText('Alex Morgan');
    await pickType('Title/Escrow');
    await userEvent.click(await screen.findByRole('button', { name: /^Pat Title/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Buyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Warning' });
    expect(within(dialog).getByText(DUPLICATE_EMAIL_MESSAGE)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(sent(contract.parties.add)).toHaveLength(0);
  });

  it('opens Missing Information for a party the server finds incomplete, and adds it from there', async () => {
    server.use(
      answer(contract.parties.add, () =>
        fail({
          status: 400,
          code: 'missing_information',
          message: 'Emily Carter has missing information',
          fields: { email: 'Email' },
        }),
      ),
      answer(contract.parties.getParty, () =>
        HttpResponse.json({
          name: 'Emily Carter',
          isEmailUnDeliverable: null,
          personId: 11,
          firstName: 'Emily',
          lastName: 'Carter',
          email: null,
          transactionPartyRoleId: 1,
        }),
      ),
      answer(contract.parties.saveOfferParty, () =>
        HttpResponse.json([
          { sideId: 2, partyId: 3, state: null, city: null, zipCode: null, addressLine1: null, workPhone: null, isVendorApproved: true },
        ]),
      ),
    );
    renderAt('/assign-parties?offerId=7');
    await screen.findByText('Alex Morgan');
    await pickType('Client');
    await userEvent.click(await screen.findByRole('button', { name: /^Emily Carter/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Seller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Missing Information' });
    expect(within(dialog).getByText('Emily Carter has missing information')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('list', { name: 'Missing items' })).getByText('Email')).toBeInTheDocument();
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
    // The form has errors: its submit button carries the popover 'Please complete all required fields.' on hover and focus.
    const add = within(dialog).getByRole('button', { name: 'Add to Seller' });
    expect(add).toHaveAccessibleDescription('Please complete all required fields.');
    await userEvent.click(add);
    expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();
    act(() => add.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Please complete all required fields.');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'emily@mail.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Seller' }));
    await waitFor(() => expect(sent(contract.parties.saveOfferParty)).toHaveLength(1));
    expect(await sent(contract.parties.saveOfferParty)[0].json()).toMatchObject({
      offerId: 7,
      personId: 11,
      email: 'emily@mail.example',
      transactionPartyRoleId: 1,
      transactionPartySideId: 2,
    });
  });

  // Docs: parties.md, merge-field requirements — only what the offer's templates print for the party's slot.
  it('lets the server say what the slot needs: a client without an address is added without asking for one', async () => {
    const noAddress = exampleParty({ personId: 40, name: 'Nora Third', addressLine1: null, city: null, stateId: null, zipCode: null });
    server.use(
      answer(contract.parties.search, () => HttpResponse.json([noAddress])),
      answer(contract.parties.add, () =>
        HttpResponse.json([
          { sideId: 1, partyId: 8, state: null, city: null, zipCode: null, addressLine1: null, workPhone: null, isVendorApproved: true },
        ]),
      ),
    );
    renderAt('/assign-parties?offerId=7');
    await screen.findByText('Alex Morgan');
    await pickType('Client');
    await userEvent.click(await screen.findByRole('button', { name: /^Nora Third/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Buyer' }));
    await waitFor(() => expect(sent(contract.parties.add)).toHaveLength(1));
    expect(await sent(contract.parties.add)[0].json()).toMatchObject({ offerId: 7, party: { personId: 40, roleId: 1, sideId: 1 } });
    expect(screen.queryByRole('dialog', { name: 'Missing Information' })).not.toBeInTheDocument();
  });

  it('keeps the Role column in line whether or not a row has an edit pencil', async () => {
    assigned = [agent, exampleParty({ partyId: 2, sideId: 1, side: 'Buyer', canEdit: true })];
    renderAt('/assign-parties?offerId=7');
    const buyer = await screen.findByRole('region', { name: 'Buyer Parties' });
    await within(buyer).findByRole('button', { name: /^Emily Carter/ });
    expect(within(buyer).getByRole('button', { name: 'Edit Emily Carter' })).toBeInTheDocument();
    expect(within(buyer).queryByRole('button', { name: 'Edit Alex Morgan' })).not.toBeInTheDocument();
    // Every row keeps the pencil's slot after its Role cell, pencil or not.
    const roleCells = buyer.querySelectorAll('[data-column="role"]');
    expect([...roleCells].map((c) => c.textContent)).toEqual(['Inhouse Agent', 'Client']);
    for (const cell of roleCells) {
      const row = cell.closest('[data-key]')!;
      expect(row.querySelectorAll('[data-slot="edit"]')).toHaveLength(1);
    }
  });

  // Seed 000 §3: "MLS ID and entity type show only for outside agents"; the EIN is masked when 6 or more characters.
  it('asks MLS ID and entity type only of outside agents, and masks the EIN of the Company tab', async () => {
    const outside = exampleParty({
      partyId: 3,
      personId: 20,
      name: 'Taylor Brooks',
      roleId: 3,
      role: 'Outside Agent',
      sideId: 2,
      side: 'Seller',
      email: 't@ds.example',
    });
    const inhouse = exampleParty({
      personId: 21,
      name: 'Rita Desk',
      roleId: 4,
      role: 'Inhouse Agent',
      email: 'rita@summit.example',
      canEdit: false,
    });
    assigned = [agent, outside];
    server.use(
      answer(contract.parties.offerParty, () =>
        HttpResponse.json({
          name: 'Taylor Brooks',
          isEmailUnDeliverable: null,
          personId: 20,
          firstName: 'Taylor',
          lastName: 'Brooks',
          email: 't@ds.example',
          companyName: 'Desert Sun',
          companyEin: '12-3456789',
          transactionPartyRoleId: 3,
        }),
      ),
      answer(contract.parties.search, () => HttpResponse.json([inhouse])),
      answer(contract.parties.add, () =>
        fail({
          status: 400,
          code: 'missing_information',
          message: 'Rita Desk has missing information',
          fields: { licenseNumber: 'License Number' },
        }),
      ),
      answer(contract.parties.getParty, () =>
        HttpResponse.json({
          name: 'Rita Desk',
          isEmailUnDeliverable: null,
          personId: 21,
          firstName: 'Rita',
          lastName: 'Desk',
          email: 'rita@summit.example',
          transactionPartyRoleId: 4,
        }),
      ),
    );
    renderAt('/assign-parties?offerId=7');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Taylor Brooks' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit party details' });
    expect(await within(edit).findByRole('textbox', { name: 'MLS ID' })).toBeInTheDocument();
    expect(within(edit).getByRole('combobox', { name: 'Entity Type' })).toBeInTheDocument();
    await userEvent.click(within(edit).getByRole('tab', { name: 'Company' }));
    expect(within(edit).getByRole('textbox', { name: 'EIN' })).toHaveValue('******6789');
    await userEvent.click(within(edit).getByRole('button', { name: 'Close' }));

    await pickType('Agent');
    await userEvent.click(await screen.findByRole('button', { name: /^Rita Desk/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Buyer' }));
    const missing = await screen.findByRole('dialog', { name: 'Missing Information' });
    expect(await within(missing).findByRole('textbox', { name: 'License Number' })).toBeInTheDocument();
    expect(within(missing).queryByRole('textbox', { name: 'MLS ID' })).not.toBeInTheDocument();
    expect(within(missing).queryByRole('combobox', { name: 'Entity Type' })).not.toBeInTheDocument();
  });

  it('creates a client with the form rules and the undeliverable e-mail answer', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      answer(contract.parties.saveClient, () =>
        fail({
          status: 400,
          code: 'EmailUnDeliverable',
          message: 'Email address is not deliverable.',
          fields: { email: 'Email address is not deliverable.' },
        }),
      ),
    );
    renderAt('/assign-parties?offerId=7');
    await screen.findByText('Alex Morgan');
    await user.click(screen.getByRole('button', { name: 'Create New Party' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Add a Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Client' });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveAccessibleDescription('Please complete all required fields.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email address is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /First Name/ }), 'Nia');
    await user.type(within(dialog).getByRole('textbox', { name: /Last Name/ }), 'New');
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'nia@nowhere.invalid');
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile' }), '480-555-1234-5678');
    expect(within(dialog).getByRole('textbox', { name: 'Mobile' })).toHaveValue('(480) 555 - 1234');
    await user.type(within(dialog).getByRole('textbox', { name: 'City' }), 'Phoenix');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Address is required')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'City' }));
    expect(within(dialog).getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-disabled');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findAllByText('Email address is not deliverable.')).length).toBeGreaterThan(0);
    expect(await sent(contract.parties.saveClient)[0].json()).toMatchObject({
      offerId: 7,
      partySide: 1,
      firstName: 'Nia',
      mobilePhone: '4805551234',
      isEmailRequired: true,
    });
  });

  it('saves the merge fields on Next and goes to Form Info', async () => {
    assigned = READY_PARTIES;
    server.use(answer(contract.parties.setParties, () => HttpResponse.json({ externalId: 7, mergeFields: [] })));
    renderAt('/assign-parties?offerId=7');
    await screen.findByText('Taylor Brooks');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-disabled'));
    expect(screen.getByRole('button', { name: 'Next' })).not.toHaveAccessibleDescription();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentLocation()).toBe('/offer-details?offerId=7'));
    expect(await sent(contract.parties.setParties)[0].json()).toEqual({ externalId: 7 });
    expect(wizardStore.getState().completedSteps).toContain(WizardStep.Parties);
  });

  it('draws the wizard progress bar: Parties current, completed steps open their screen, Form Info only with the form builder', async () => {
    wizardStore.getState().openOffer(7, WizardStep.Parties);
    wizardStore.getState().completeStep(WizardStep.AddDocuments);
    renderAt('/assign-parties?offerId=7');
    const progress = within(await screen.findByRole('navigation', { name: 'Offer progress' }));
    expect(await progress.findByRole('tab', { name: /Form Info/ })).toBeDisabled();
    expect(progress.getByRole('tab', { name: /Parties/ })).toHaveAttribute('aria-current', 'step');
    expect(progress.getByRole('tab', { name: /Document Review/ })).toBeDisabled();
    await userEvent.click(progress.getByRole('tab', { name: /Add Documents/ }));
    await waitFor(() => expect(currentLocation()).toBe('/assign-documents?offerId=7'));
    expect(wizardStore.getState().currentStep).toBe(WizardStep.AddDocuments);
  });

  it("edits a search result's contact with its pencil ('Edit party'), assigning nothing", async () => {
    server.use(
      answer(contract.parties.getParty, () =>
        HttpResponse.json({
          name: 'Emily Carter',
          isEmailUnDeliverable: null,
          personId: 11,
          firstName: 'Emily',
          lastName: 'Carter',
          email: 'emily@old.example',
          transactionPartyRoleId: 1,
        }),
      ),
      answer(contract.parties.saveOfferParty, () => HttpResponse.json([])),
    );
    renderAt('/assign-parties?offerId=7');
    await screen.findByText('Alex Morgan');
    expect(screen.queryByRole('button', { name: 'Edit Alex Morgan' })).not.toBeInTheDocument();
    await pickType('Client');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Emily Carter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit party' });
    const email = await within(dialog).findByRole('textbox', { name: /Email/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'emily@new.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(contract.parties.saveOfferParty)).toHaveLength(1));
    expect(await sent(contract.parties.saveOfferParty)[0].json()).toMatchObject({
      offerId: 7,
      personId: 11,
      email: 'emily@new.example',
      isOfferParty: false,
      transactionPartyRoleId: 1,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit party' })).not.toBeInTheDocument());
    expect(sent(contract.parties.add)).toHaveLength(0);
  });

  it("says a shared contact's missing information is saved for this offer only, and shows the refusal of a change to it", async () => {
    const shared = exampleParty({
      personId: 30,
      name: 'Sam Seller',
      firstName: 'Sam',
      lastName: 'Seller',
      roleId: 3,
      role: 'Outside Agent',
      email: 'sam@outside.example',
      canEdit: false,
    });
    const own = exampleParty({
      personId: 31,
      name: 'Owen Own',
      firstName: 'Owen',
      lastName: 'Own',
      roleId: 3,
      role: 'Outside Agent',
      canEdit: true,
    });
    server.use(
      answer(contract.parties.search, () => HttpResponse.json([shared, own])),
      answer(contract.parties.add, () =>
        fail({ status: 400, code: 'missing_information', message: 'Sam Seller has missing information', fields: { mlsId: 'MLS ID' } }),
      ),
      answer(contract.parties.getParty, ({ request }) => {
        const personId = Number(new URL(request.url).searchParams.get('personId'));
        const p = personId === 30 ? shared : own;
        return HttpResponse.json({
          name: p.name,
          isEmailUnDeliverable: null,
          personId,
          firstName: p.firstName,
          lastName: p.lastName,
          email: p.email,
          address1: '5 Prairie Rd',
          city: 'Phoenix',
          state: 3,
          zipCode: '85004',
          licenseNumber: 'L-1',
          transactionPartyRoleId: 3,
        });
      }),
      answer(contract.parties.saveOfferParty, async ({ request }) => {
        const body = (await request.clone().json()) as { isOfferParty: boolean };
        return body.isOfferParty
          ? HttpResponse.json([
              {
                sideId: 2,
                partyId: 9,
                state: null,
                city: null,
                zipCode: null,
                addressLine1: null,
                workPhone: null,
                isVendorApproved: true,
              },
            ])
          : fail({
              status: 403,
              code: 'contact_not_editable',
              message:
                'This contact belongs to another brokerage: only its brokerage can change it. Use Edit party details on an offer to change it for that offer only.',
            });
      }),
    );
    renderAt('/assign-parties?offerId=7');
    await screen.findByText('Alex Morgan');
    await pickType('Agent');
    // No pencil on a contact the agent may not change.
    await screen.findByRole('button', { name: /^Sam Seller/ });
    expect(screen.queryByRole('button', { name: 'Edit Sam Seller' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Sam Seller/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Seller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Missing Information' });
    expect(
      within(dialog).getByText('Sam Seller is a shared contact you cannot change: what you enter here is saved for this offer only.'),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /MLS ID/ }), 'M-30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Seller' }));
    await waitFor(() => expect(sent(contract.parties.saveOfferParty)).toHaveLength(1));
    expect(await sent(contract.parties.saveOfferParty)[0].json()).toMatchObject({ personId: 30, mlsId: 'M-30', isOfferParty: true });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Missing Information' })).not.toBeInTheDocument());
    // A contact of the agent's own whose change the server refuses all the same: the reason is shown, the dialog stays.
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Owen Own' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit party' });
    await userEvent.type(await within(edit).findByRole('textbox', { name: /MLS ID/ }), 'M-31');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    // A refusal other than a 400 opens an error dialog (seed 000 §7, saveOfferParty answers); the form stays.
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(error).getByText(/only its brokerage can change it/)).toBeInTheDocument();
    await userEvent.click(within(error).getByRole('button', { name: 'Ok' }));
    const stays = await screen.findByRole('dialog', { name: 'Edit party' });
    expect(within(stays).getByRole('textbox', { name: /MLS ID/ })).toHaveValue('M-31');
  });

  it('closes Edit party details on a refusal other than a 400 and shows it in an error dialog (updateParty answers)', async () => {
    assigned = [agent, exampleParty({ partyId: 2, sideId: 1, side: 'Buyer', canEdit: true })];
    server.use(
      answer(contract.parties.offerParty, () =>
        HttpResponse.json({
          name: 'Emily Carter',
          isEmailUnDeliverable: null,
          personId: 11,
          firstName: 'Emily',
          lastName: 'Carter',
          email: 'emily@mail.example',
          transactionPartyRoleId: 1,
        }),
      ),
      answer(contract.parties.update, () =>
        fail({ status: 409, code: 'invalid_state', message: "Only a draft or reviewer-rejected offer's parties can change." }),
      ),
    );
    renderAt('/assign-parties?offerId=7');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Emily Carter' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit party details' });
    await userEvent.click(await within(edit).findByRole('button', { name: 'Save' }));
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(error).getByText("Only a draft or reviewer-rejected offer's parties can change.")).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Edit party details' })).not.toBeInTheDocument();
    await userEvent.click(within(error).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument());
  });

  it('goes from Next to Document Review when Form Info is off (form builder disabled)', async () => {
    assigned = READY_PARTIES;
    server.use(
      answer(contract.lookups.formBuilderEnabled, () => HttpResponse.json(false)),
      answer(contract.parties.setParties, () => HttpResponse.json({ externalId: 7, mergeFields: [] })),
    );
    renderAt('/assign-parties?offerId=7');
    const progress = within(await screen.findByRole('navigation', { name: 'Offer progress' }));
    await screen.findByText('Taylor Brooks');
    expect(progress.queryByRole('tab', { name: /Form Info/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-disabled'));
    expect(screen.getByRole('button', { name: 'Next' })).not.toHaveAccessibleDescription();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentLocation()).toBe('/document-review/7'));
    expect(wizardStore.getState()).toMatchObject({ currentStep: WizardStep.DocumentReview });
    expect(wizardStore.getState().completedSteps).toContain(WizardStep.Parties);
  });
});

describe("Parties as the offer page's party editor", () => {
  it('shows Done instead of the wizard buttons and goes back to the page it came from', async () => {
    renderAt('/assign-parties?offerId=7&returnTo=%2Foffer-documents%2F7');
    expect(await screen.findByText('Alex Morgan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Offer progress' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Done' }));
    expect(currentLocation()).toBe('/offer-documents/7');
  });
  it('ignores a returnTo that leaves the app', async () => {
    renderAt('/assign-parties?offerId=7&returnTo=%2F%2Fevil.example%2Fx');
    expect(await screen.findByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Done' })).toBeNull();
  });
});
