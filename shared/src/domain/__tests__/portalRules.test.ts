import { isStrongPassword, PASSWORD_RULES, registrationErrors, sellersErrors, trimRegistration } from '../portalRules';

describe('portal form rules', () => {
  it.each([
    ['Str0ng!pw', true],
    ['Sh0rt!', false],
    ['Toolong!Passw0rd', false],
    ['nouppercase1!', false],
    ['NOLOWERCASE1!', false],
    ['NoDigits!!', false],
    ['NoSpecial12', false],
    ['Has Space1!', false],
  ])('password %s strong: %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });

  it('lists each password rule for the live checklist', () => {
    expect(Object.keys(PASSWORD_RULES)).toEqual(['length', 'uppercase', 'lowercase', 'number', 'special', 'noSpace']);
  });

  it('trims before checking and accepts a complete registration', () => {
    const input = trimRegistration({ firstName: ' A ', lastName: 'B', email: ' a@b.example ', mobilePhone: ' ', username: ' ab ', password: 'Str0ng!pw ', confirmPassword: ' Str0ng!pw' });
    expect(input).toMatchObject({ firstName: 'A', email: 'a@b.example', mobilePhone: null, username: 'ab' });
    expect(registrationErrors(input)).toEqual({});
  });

  it('requires at least one seller, each complete', () => {
    expect(sellersErrors([])).toEqual({ sellers: 'Seller information is required' });
    expect(sellersErrors([{ firstName: 'A', lastName: 'B', email: 'a@b.example' }, { firstName: 'C', lastName: 'D', email: 'bad' }])).toEqual({
      'sellers[1].email': 'Enter a proper email address',
    });
  });
});
