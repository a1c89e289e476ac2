import {
  brokerageFormErrors,
  clientFormErrors,
  formatPhone,
  isProperEmail,
  maskEin,
  missingInfoFormErrors,
  outsideAgentFormErrors,
  phoneDigits,
  vendorContactFormErrors,
  vendorFormErrors,
} from '../partyForms';

describe('party forms', () => {
  it('formats a phone as (xxx) xxx - xxxx, keeping 10 digits of at most 16 characters typed', () => {
    expect(formatPhone('4805551234')).toBe('(480) 555 - 1234');
    expect(phoneDigits('480-555-1234-9999')).toBe('4805551234');
    expect(phoneDigits('(4)(8)(0)(5)(5)(5)1234')).toBe('48055');
    expect(formatPhone('48055')).toBe('(480) 55');
  });

  it('takes an e-mail as something, @, a domain with a dot after its first character and two characters after that dot', () => {
    for (const good of ['a@b.co', 'a.b@c.d.ef', 'a@.b.com', 'a@b..co', ' x@y.zz '])
      expect([good, isProperEmail(good)]).toEqual([good, true]);
    for (const bad of ['a@b.c', 'a@.bc', '@b.co', 'a@b', 'a@@b.co', 'a@b.co@', 'a b@c.de', 'a@b c.de', 5])
      expect([bad, isProperEmail(bad)]).toEqual([bad, false]);
  });

  it('masks an EIN of 6 or more characters unless focused', () => {
    expect(maskEin('12-3456789')).toBe('******6789');
    expect(maskEin('12-3456789', true)).toBe('12-3456789');
    expect(maskEin('12345')).toBe('12345');
  });

  it('asks a client for side and names; email and mobile only when required; no birth date in the future', () => {
    expect(clientFormErrors({})).toEqual({
      partySide: 'Side is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
    const base = { partySide: 1, firstName: 'A', lastName: 'B' };
    expect(clientFormErrors({ ...base, isEmailRequired: true, isPhoneRequired: true })).toEqual({
      email: 'Email address is required',
      mobilePhone: 'Mobile number is required',
    });
    expect(clientFormErrors({ ...base, email: 'nope', dob: '2999-12-31' })).toEqual({
      email: 'Please enter a proper email address',
      dob: 'Date of birth cannot be in the future',
    });
  });

  it('treats an address group as all or nothing, with Canadian labels', () => {
    expect(clientFormErrors({ partySide: 2, firstName: 'A', lastName: 'B', city: 'Phoenix' })).toEqual({
      addressLine1: 'Address is required',
      stateId: 'State is required',
      zipCode: 'Zip Code is required',
    });
    expect(
      clientFormErrors({ partySide: 2, firstName: 'A', lastName: 'B', businessCity: 'Toronto', businessCountryId: 2, businessStateId: 3 }),
    ).toEqual({
      businessAddressLine1: 'Address is required',
      businessStateId: 'Territory is required',
      businessZipCode: 'Postal Code is required',
    });
  });

  it('checks a new brokerage, an outside agent, a vendor and a vendor contact with their own messages', () => {
    expect(brokerageFormErrors({ email: 'x' })).toEqual({
      company: 'Brokerage Name is required.',
      workPhone: 'Work phone is required.',
      addressLine1: 'Address line 1 is required.',
      city: 'City is required.',
      stateId: 'State is required.',
      zipCode: 'Zip code is required.',
      email: 'Please enter a proper email address',
    });
    expect(outsideAgentFormErrors({ partySide: 1, firstName: 'A', lastName: 'B' })).toEqual({
      mobilePhone: 'Mobile phone is required',
      email: 'Email is required',
      brokerageId: 'Select a Party',
    });
    expect(vendorFormErrors({})).toEqual({ type: 'Vendor type is required', company: 'Name is required' });
    // Create Vendor Contact offers Title/Escrow, Mortgage, Attorney, Home Inspection and Insurance (seed 000 §2).
    expect([1, 8, 10, 6, 7].map((type) => vendorFormErrors({ type, company: 'V' }))).toEqual([{}, {}, {}, {}, {}]);
    expect(vendorFormErrors({ type: 16, company: 'V' })).toEqual({ type: 'Vendor type is required' });
    expect(vendorContactFormErrors({ partySide: 1, firstName: 'A', lastName: 'B', email: 'a@b.example' })).toEqual({
      vendorId: 'Select a Party',
    });
  });

  it('asks the missing-information form for names and email only when the party is a person', () => {
    expect(missingInfoFormErrors({ personId: 3 })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
    });
    expect(missingInfoFormErrors({ vendorId: 3, companyEmail: 'bad' })).toEqual({ companyEmail: 'Please enter a proper email address' });
  });
});
