import { afterEach, describe, expect, it } from 'vitest';
import { type SelectedMaterial, useAssignmentSelectionStore } from './assignment-selection-store';

const material = (resourceid: number): SelectedMaterial => ({
  resourceid,
  type: 'book',
  resource_name: `Book ${resourceid}`,
  level: 'A',
  unit: '',
  cover: `https://content.test/${resourceid}.jpg`,
});
const store = () => useAssignmentSelectionStore.getState();
const idsOf = (courseid: number) => (store().byCourse[courseid] ?? []).map((one) => one.resourceid);

describe('the temporary assignment selection', () => {
  afterEach(() => store().clearAll());

  it('keeps materials per class in the order added and ignores one already there', () => {
    store().add(12, [material(1), material(2)]);
    store().add(12, [material(2), material(3), material(3)]);
    store().add(13, [material(2)]);
    expect(idsOf(12)).toEqual([1, 2, 3]);
    expect(idsOf(13)).toEqual([2]);
  });

  it('removes one material', () => {
    store().add(12, [material(1), material(2)]);
    store().remove(12, 1);
    expect(idsOf(12)).toEqual([2]);
  });

  it('clears one class, or every class', () => {
    store().add(12, [material(1)]);
    store().add(13, [material(2)]);
    store().clear(12);
    expect(idsOf(12)).toEqual([]);
    expect(idsOf(13)).toEqual([2]);
    store().clearAll();
    expect(store().byCourse).toEqual({});
  });

  it('is kept on this device and read back after a reload', async () => {
    store().add(12, [material(7)]);
    const saved = localStorage.getItem('lms.assignment-selection');
    expect(JSON.parse(saved ?? '{}').state.byCourse['12'][0].resourceid).toBe(7);

    // Forget it in memory only (setting the state saves it too), as a reload starts.
    useAssignmentSelectionStore.setState({ byCourse: {} });
    localStorage.setItem('lms.assignment-selection', saved ?? '');
    await useAssignmentSelectionStore.persist.rehydrate();
    expect(idsOf(12)).toEqual([7]);
  });
});
