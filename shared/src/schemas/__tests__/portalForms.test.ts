import {
  clientRegistrationSchema,
  counterOfferSchema,
  isSellerComplete,
  isStrongPassword,
  PASSWORD_RULES,
  REGISTRATION_MESSAGES as R,
  sellerEntrySchema,
  sellerListSchema,
  SELLER_MESSAGES as S,
  trimRegistration,
  validateWith,
  type ClientRegistrationValues,
} from '../index';

describe('sellerEntrySchema', () => {
  it('names each missing field with the seed wording', async () => {
    expect(await validateWith(sellerEntrySchema, { firstName: ' ', lastName: '', email: '' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
    });
    expect(await validateWith(sellerEntrySchema, { firstName: 'Ann', lastName: 'Lee', email: 'ann@' })).toEqual({
      email: 'Enter a proper email address',
    });
  });
  it('accepts a complete row, and an existing seller by name', async () => {
    expect(await validateWith(sellerEntrySchema, { firstName: 'Ann', lastName: 'Lee', email: ' ann@lee.example ' })).toEqual({});
    expect(await validateWith(sellerEntrySchema, { name: 'Ann Lee', firstName: '', lastName: '', email: 'ann@lee.example' })).toEqual({});
  });
  it('needs at least one seller', async () => {
    expect(await validateWith(sellerListSchema, { sellers: [] })).toEqual({ sellers: S.sellers });
    expect(S.sellers).toBe('Seller information is required');
  });
  it("names each seller's field by its row, as the API answers it", async () => {
    const sellers = [
      { firstName: 'A', lastName: 'B', email: 'a@b.example' },
      { firstName: 'C', lastName: ' ', email: 'bad' },
    ];
    expect(await validateWith(sellerListSchema, { sellers })).toEqual({
      'sellers[1].lastName': S.lastName,
      'sellers[1].email': S.emailFormat,
    });
  });
  it('calls a row complete only with first and last name (or name) and e-mail', () => {
    expect(isSellerComplete({ firstName: 'Ann', lastName: 'Lee', email: 'a@b.co' })).toBe(true);
    expect(isSellerComplete({ name: 'Ann Lee', email: 'a@b.co' })).toBe(true);
    expect(isSellerComplete({ firstName: 'Ann', lastName: '', email: 'a@b.co' })).toBe(false);
    expect(isSellerComplete({ firstName: 'Ann', lastName: 'Lee', email: ' ' })).toBe(false);
  });
});

const valid: ClientRegistrationValues = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@lee.example',
  mobilePhone: '',
  username: 'ann@lee.example',
  password: 'Str0ng!pw',
  confirmPassword: 'Str0ng!pw',
};
const errorsOf = (patch: Partial<ClientRegistrationValues>) => validateWith(clientRegistrationSchema, { ...valid, ...patch });

describe('clientRegistrationSchema', () => {
  it('accepts a complete registration', async () => {
    expect(await errorsOf({})).toEqual({});
    expect(await errorsOf({ mobilePhone: '(602) 555-0100' })).toEqual({});
  });
  it('answers every message of the seed exactly', async () => {
    expect(await errorsOf({ firstName: '', lastName: ' ', email: '', username: '', password: '', confirmPassword: '' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      username: 'Username is required',
      password: 'Password is a required',
      confirmPassword: 'Confirm password is required',
    });
    expect(await errorsOf({ mobilePhone: '60255501' })).toEqual({ mobilePhone: 'Must be exactly 10 Digits' });
    expect(await errorsOf({ email: 'ann.example' })).toEqual({ email: 'Please enter valid Email' });
    expect(await errorsOf({ username: 'ann lee' })).toEqual({ username: 'Space is not allowed' });
    expect(await errorsOf({ confirmPassword: 'Other1!pw' })).toEqual({ confirmPassword: 'Password must be match' });
    const strength =
      'Strong passwords with min 8 - max 15 character length, at least one uppercase, one lowercase, one number, one special character, space is not allowed.';
    for (const weak of ['Sh0rt!', 'nouppercase1!', 'NOLOWERCASE1!', 'NoDigits!!', 'NoSpecial12', 'Has space1!', 'Much2Long!ForThis']) {
      expect(await errorsOf({ password: weak, confirmPassword: weak })).toEqual({ password: strength });
    }
    expect(R.success).toBe('Registration is successful. Please check your email for the client mobile app invite.');
  });
  it('checks the password rules one by one for the live checklist', () => {
    const passed = (p: string) => PASSWORD_RULES.filter((r) => r.test(p)).map((r) => r.id);
    expect(passed('abc')).toEqual(['lower', 'space']);
    expect(passed('Str0ng!pw')).toEqual(['length', 'upper', 'lower', 'digit', 'special', 'space']);
    expect(isStrongPassword('Str0ng!pw')).toBe(true);
    expect(isStrongPassword('Str0ng! pw')).toBe(false);
  });
  it('trims the inputs on submit, never the password', () => {
    expect(trimRegistration({ ...valid, firstName: ' Ann ', username: ' ann ', mobilePhone: '(602) 555-0100', password: ' x' })).toEqual({
      ...valid,
      username: 'ann',
      mobilePhone: '6025550100',
      password: ' x',
    });
  });
});

describe('counterOfferSchema', () => {
  it('needs a price and takes money text only', async () => {
    expect(await validateWith(counterOfferSchema, { counterPrice: '' })).toEqual({ counterPrice: 'Counter price is required' });
    expect(await validateWith(counterOfferSchema, { counterPrice: '12a', counterEarnestMoney: '1.234' })).toEqual({
      counterPrice: 'Enter a valid amount',
      counterEarnestMoney: 'Enter a valid amount',
    });
    expect(
      await validateWith(counterOfferSchema, {
        counterPrice: '430000',
        counterEarnestMoney: '5000.5',
        counterCOE: '2026-12-31',
        counterFinancingId: 2,
      }),
    ).toEqual({});
  });
  it('refuses dates that are not dates', async () => {
    expect(await validateWith(counterOfferSchema, { counterPrice: '1', counterCOE: 'soon', counterAcceptanceDeadLine: 'never' })).toEqual({
      counterCOE: 'Enter a valid date',
      counterAcceptanceDeadLine: 'Enter a valid date and time',
    });
  });
});
