// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../store/app-store';
import { CoverageNote } from './coverage-note';

beforeEach(() => useAppStore.setState({ language: 'zh' }));

describe('the note under an empty place search', () => {
  it('where no extract covers the map, names the region to import and the operator docs, as the map’s note does', () => {
    render(<CoverageNote coverage={{ province: '上海市', street_data: false }} />);
    const note = screen.getByText(/^离线地名含/);
    expect(note.textContent).toContain('如需上海市的街道和地点，请管理员导入该地区的 OpenStreetMap 数据。');
    expect(note.textContent).toMatch(/（站点运维人员请见项目 README 的 OpenStreetMap 一节）$/);
  });

  it('abroad, with no province to name, still points an operator to the docs; in English too', () => {
    useAppStore.setState({ language: 'en' });
    render(<CoverageNote coverage={{ province: '', street_data: false }} />);
    const note = screen.getByText(/^The offline names hold/);
    expect(note.textContent).not.toContain('an administrator can import');
    expect(note.textContent).toMatch(/\(operators: see the OpenStreetMap section of the project README\)$/);
  });

  it('where street data is imported, says only what the names hold', () => {
    render(<CoverageNote coverage={{ province: '北京市', street_data: true }} />);
    expect(screen.getByText(/^离线地名含/).textContent).not.toMatch(/导入该地区|README/);
  });
});
