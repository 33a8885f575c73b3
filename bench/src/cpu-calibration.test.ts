import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown, extrapolatedSlowdownNote } from './cpu-calibration.ts';

describe('calibratedCpuSlowdown', () => {
  it('follows Lighthouse’s calculator at its anchor points', () => {
    expect(calibratedCpuSlowdown(150)).toBe(1);
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(1533)).toBe(4);
    expect(calibratedCpuSlowdown(2000)).toBe(6);
  });

  it('is linear between them, to two decimals', () => {
    expect(calibratedCpuSlowdown(1050)).toBe(2.5);
    expect(calibratedCpuSlowdown(475)).toBe(1.5);
    expect(calibratedCpuSlowdown(1437.5)).toBe(3.59);
  });

  it('refuses a machine too slow to emulate the device (or no index at all)', () => {
    expect(() => calibratedCpuSlowdown(149)).toThrow('too slow');
    expect(() => calibratedCpuSlowdown(Number.NaN)).toThrow('too slow');
  });

  it('says when a route was calibrated past the calculator’s last point, and only then', () => {
    expect(extrapolatedSlowdownNote('/', calibratedCpuSlowdown(2000))).toBeNull();
    expect(extrapolatedSlowdownNote('/', calibratedCpuSlowdown(1533))).toBeNull();
    const note = extrapolatedSlowdownNote('/menu', calibratedCpuSlowdown(3496));
    expect(note).toContain('/menu: its 12.42× comes from a BenchmarkIndex past');
  });
});
