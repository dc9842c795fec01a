import { describe, expect, it } from 'vitest';
import { pointerClicks } from './map-click';

// The pointer events a map gets, played to pointerClicks on a stand-in element.
function pointerTarget() {
  const listeners = new Map<string, ((event: PointerEvent) => void)[]>();
  const target = {
    addEventListener: (type: string, listener: (event: PointerEvent) => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    removeEventListener: () => {},
  } as unknown as HTMLElement;
  const clicks: { x: number; y: number }[] = [];
  pointerClicks(target, (event) => clicks.push({ x: event.clientX, y: event.clientY }));
  const fire = (type: string, at: number, x: number, y: number, pointer: Partial<PointerEvent> = {}) =>
    listeners.get(type)?.forEach((listener) =>
      listener({
        pointerId: 1,
        isPrimary: true,
        button: 0,
        pointerType: 'mouse',
        clientX: x,
        clientY: y,
        timeStamp: at,
        ...pointer,
      } as PointerEvent),
    );
  return { fire, clicks };
}

describe('pointerClicks', () => {
  it('tells a press and release in place as a click when the pointer comes up', () => {
    const { fire, clicks } = pointerTarget();
    fire('pointerdown', 0, 100, 100);
    expect(clicks).toEqual([]);
    fire('pointerup', 80, 102, 101);
    expect(clicks).toEqual([{ x: 102, y: 101 }]);
  });

  it('leaves out a drag, a right button and a pinch', () => {
    const { fire, clicks } = pointerTarget();
    fire('pointerdown', 0, 100, 100);
    fire('pointerup', 200, 110, 100); // dragged 10 px with a mouse
    fire('pointerdown', 1000, 100, 100, { button: 2 });
    fire('pointerup', 1100, 100, 100, { button: 2 });
    const finger = (id: number) => ({ pointerId: id, pointerType: 'touch', isPrimary: id === 1 });
    fire('pointerdown', 2000, 100, 100, finger(1));
    fire('pointerdown', 2010, 200, 200, finger(2));
    fire('pointerup', 2100, 100, 100, finger(1));
    fire('pointerup', 2110, 200, 200, finger(2));
    expect(clicks).toEqual([]);
  });

  it('leaves out the second press of a double click (its zoom), not a press later or elsewhere', () => {
    const { fire, clicks } = pointerTarget();
    fire('pointerdown', 0, 100, 100);
    fire('pointerup', 50, 100, 100);
    fire('pointerdown', 150, 100, 100);
    fire('pointerup', 200, 101, 100);
    expect(clicks).toHaveLength(1);
    fire('pointerdown', 1000, 100, 100);
    fire('pointerup', 1050, 100, 100);
    fire('pointerdown', 1100, 300, 300);
    fire('pointerup', 1150, 300, 300);
    expect(clicks).toEqual([
      { x: 100, y: 100 },
      { x: 100, y: 100 },
      { x: 300, y: 300 },
    ]);
  });

  it('takes a finger moving less than a tap’s tolerance as a tap', () => {
    const { fire, clicks } = pointerTarget();
    const touch = { pointerType: 'touch' };
    fire('pointerdown', 0, 100, 100, touch);
    fire('pointerup', 120, 112, 108, touch);
    expect(clicks).toHaveLength(1);
  });
});
