// The season's steps in time order: a min-heap on (instant, rank of the kind, order of arrival), so later steps can join while it is walked.
const RANK = ['staff', 'steer', 'book', 'status', 'staffing', 'positions', 'look', 'acknowledge', 'dismiss', 'resolve'];

const before = (a, b) => (a.at - b.at || RANK.indexOf(a.kind) - RANK.indexOf(b.kind) || a.order - b.order) < 0;

export class StepQueue {
  constructor() {
    this.heap = [];
    this.arrivals = 0;
  }

  get size() {
    return this.heap.length;
  }

  push(step) {
    const heap = this.heap;
    heap.push({ ...step, order: this.arrivals++ });
    for (let i = heap.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if (!before(heap[i], heap[parent])) break;
      [heap[i], heap[parent]] = [heap[parent], heap[i]];
      i = parent;
    }
  }

  peek() {
    return this.heap[0];
  }

  pop() {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop();
    if (heap.length > 0) {
      heap[0] = last;
      for (let i = 0; ; ) {
        const left = 2 * i + 1;
        const right = left + 1;
        let least = i;
        if (left < heap.length && before(heap[left], heap[least])) least = left;
        if (right < heap.length && before(heap[right], heap[least])) least = right;
        if (least === i) break;
        [heap[i], heap[least]] = [heap[least], heap[i]];
        i = least;
      }
    }
    return top;
  }
}
