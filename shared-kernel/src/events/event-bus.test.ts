import { EventBus } from './event-bus';

interface Events {
  ping: { n: number };
  bare: undefined;
}

describe('EventBus', () => {
  it('delivers typed payloads to every listener and stops after unsubscribe', () => {
    const bus = new EventBus<Events>();
    const seen: number[] = [];
    const off = bus.on('ping', (p) => seen.push(p.n));
    bus.on('ping', (p) => seen.push(p.n * 10));
    bus.emit('ping', { n: 1 });
    off();
    bus.emit('ping', { n: 2 });
    expect(seen).toEqual([1, 10, 20]);
  });

  it('keeps delivering when one listener throws', () => {
    const bus = new EventBus<Events>();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const second = jest.fn();
    bus.on('bare', () => {
      throw new Error('boom');
    });
    bus.on('bare', second);
    bus.emit('bare');
    expect(second).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
