import { REMIND_TIME_MAX, REMIND_TIME_MIN } from '../../domain/sharing';
import { isAllowedRemindTime, reminderScheduleErrors } from '../sharingForms';

describe('the reminder schedule', () => {
  it('allows every HH:mm from 09:00 to 18:00 and nothing else (the pattern the contract checks too)', () => {
    for (let m = 0; m < 24 * 60; m++) {
      const time = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      expect([time, isAllowedRemindTime(time)]).toEqual([time, time >= REMIND_TIME_MIN && time <= REMIND_TIME_MAX]);
    }
    for (const bad of ['abc', '9:00', '09:00:00', ' 09:00', '18:00 ', '', null, 900]) expect(isAllowedRemindTime(bad)).toBe(false);
  });
  it('names days and time out of bounds only with reminders on', () => {
    expect(reminderScheduleErrors({ sendReminder: true, reminderInDays: 0, remindTime: '08:59' })).toEqual({
      reminderInDays: 'Enter a number of days from 1 to 999',
      remindTime: 'Enter a time from 09:00 to 18:00',
    });
    expect(reminderScheduleErrors({ sendReminder: true, reminderInDays: 999, remindTime: '18:00' })).toEqual({});
    expect(reminderScheduleErrors({ sendReminder: false, reminderInDays: 1000, remindTime: 'abc' })).toEqual({});
  });
});
