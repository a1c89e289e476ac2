import { dueSlot, isRemindTimeInRange, minuteOfDay, nextReminder, reminderSchedule, reminderSlot } from '../reminderSchedule';

const at = (iso: string) => new Date(iso);

describe('the reminder schedule', () => {
  it('is off unless the offer sends reminders, and takes every 2 days at 08:00 when nothing is stored', () => {
    expect(reminderSchedule({ sendReminder: false, reminderInDays: 3, remindTime: '10:00' })).toBeNull();
    expect(reminderSchedule({ sendReminder: true, reminderInDays: null, remindTime: null })).toEqual({ everyDays: 2, minuteOfDay: 8 * 60 });
    expect(reminderSchedule({ sendReminder: true, reminderInDays: 5, remindTime: '17:45:00' })).toEqual({
      everyDays: 5,
      minuteOfDay: 17 * 60 + 45,
    });
  });

  it('keeps days within 1–999 and falls back to 08:00 for a time that is not one', () => {
    expect(reminderSchedule({ sendReminder: true, reminderInDays: 0, remindTime: '09:00' })!.everyDays).toBe(1);
    expect(reminderSchedule({ sendReminder: true, reminderInDays: -4, remindTime: '09:00' })!.everyDays).toBe(1);
    expect(reminderSchedule({ sendReminder: true, reminderInDays: 1000, remindTime: '09:00' })!.everyDays).toBe(999);
    expect(reminderSchedule({ sendReminder: true, reminderInDays: 999, remindTime: '25:00' })).toEqual({
      everyDays: 999,
      minuteOfDay: 480,
    });
    expect(reminderSchedule({ sendReminder: true, reminderInDays: 1, remindTime: '' })!.minuteOfDay).toBe(480);
    expect(reminderSchedule({ sendReminder: true, reminderInDays: 1, remindTime: '00:00' })!.minuteOfDay).toBe(0);
  });

  it('bounds the input time to 09:00–18:00, the default 08:00 not being an input', () => {
    expect(['09:00', '13:30', '18:00'].map(isRemindTimeInRange)).toEqual([true, true, true]);
    expect(['08:59', '18:01', '08:00', '9:00', 'noon'].map(isRemindTimeInRange)).toEqual([false, false, false, false, false]);
    expect(minuteOfDay('23:59:59.5')).toBe(23 * 60 + 59);
  });

  it('puts slot k at k·N days after the day of asking, at the time (UTC)', () => {
    const s = { everyDays: 2, minuteOfDay: 8 * 60 };
    const asked = at('2026-11-25T17:10:00Z');
    expect(reminderSlot(asked, s, 1).toISOString()).toBe('2026-11-27T08:00:00.000Z');
    expect(reminderSlot(asked, s, 3).toISOString()).toBe('2026-12-01T08:00:00.000Z');
  });

  it('answers the latest due slot, none before the first, and the next one after now', () => {
    const s = { everyDays: 2, minuteOfDay: 9 * 60 };
    const asked = at('2026-11-25T10:00:00Z');
    expect(dueSlot(asked, s, at('2026-11-27T08:59:59Z'))).toBeNull();
    expect(dueSlot(asked, s, at('2026-11-27T09:00:00Z'))!.toISOString()).toBe('2026-11-27T09:00:00.000Z');
    expect(dueSlot(asked, s, at('2026-11-29T08:00:00Z'))!.toISOString()).toBe('2026-11-27T09:00:00.000Z');
    // Down for a week: one reminder, for the latest slot, not one per missed slot.
    expect(dueSlot(asked, s, at('2026-12-04T12:00:00Z'))!.toISOString()).toBe('2026-12-03T09:00:00.000Z');
    expect(nextReminder(asked, s, at('2026-11-25T10:00:00Z')).toISOString()).toBe('2026-11-27T09:00:00.000Z');
    expect(nextReminder(asked, s, at('2026-11-27T09:00:00Z')).toISOString()).toBe('2026-11-29T09:00:00.000Z');
  });

  it('reaches 999 days out and crosses month and year ends', () => {
    const s = { everyDays: 999, minuteOfDay: 18 * 60 };
    const asked = at('2026-12-31T23:00:00Z');
    expect(nextReminder(asked, s, asked).toISOString()).toBe('2029-09-25T18:00:00.000Z');
    expect(dueSlot(asked, { everyDays: 1, minuteOfDay: 0 }, at('2027-01-01T00:00:00Z'))!.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});
