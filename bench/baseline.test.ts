import { describe, expect, it } from 'vitest';
import { regression } from './baseline';
import type { Figure } from './figure';

const figure = (value: number, better: Figure['better'], noise?: number): Figure => ({
  name: 'f',
  value,
  unit: '%',
  better,
  noise,
});

describe('the regression flag', () => {
  it('never flags a figure that moved the good way, whatever the signs', () => {
    // Memory growth: lower is better, and −12.5 % is better than a recorded −6.6 %.
    expect(regression(figure(-12.5, 'lower'), -6.6)).toBeUndefined();
    expect(regression(figure(-1, 'higher'), -6.6)).toBeUndefined();
    expect(regression(figure(120, 'higher'), 100)).toBeUndefined();
  });

  it('flags a figure that moved the bad way by more than 20 % of the recorded one', () => {
    expect(regression(figure(-3, 'lower'), -6.6)?.worseBy).toBeCloseTo(3.6);
    expect(regression(figure(130, 'lower'), 100)?.worseBy).toBeCloseTo(30);
    expect(regression(figure(115, 'lower'), 100)).toBeUndefined();
  });

  it('flags only beyond the noise between the bench’s own repeated runs', () => {
    expect(regression(figure(130, 'lower', 40), 100)).toBeUndefined();
    expect(regression(figure(150, 'lower', 40), 100)?.worseBy).toBeCloseTo(50);
  });

  it('leaves figures without a good direction or a recorded value alone', () => {
    expect(regression(figure(500, undefined), 100)).toBeUndefined();
    expect(regression(figure(500, 'lower'), undefined)).toBeUndefined();
  });
});
