import { MantineProvider, TextInput } from '@mantine/core';
import { useId as mantineUseId } from '@mantine/hooks';
import { render, renderHook, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { isMantineUseId } from '../../scripts/vite-plugins/mantine-use-id';
import { useId } from './mantine-use-id';

describe("Mantine's useId, as the app builds it", () => {
  it('is the one Mantine components get', () => {
    expect(mantineUseId).toBe(useId);
  });

  it('is stable across renders, unique per component, and honours a given id', () => {
    const { result, rerender } = renderHook(() => [useId(), useId(), useId('find-last-name')]);
    const [first, second, given] = result.current;
    rerender();
    expect(result.current).toEqual([first, second, given]);
    expect(first).toMatch(/^mantine-[\w-]+$/);
    expect(first).not.toBe(second);
    expect(given).toBe('find-last-name');
  });

  it('lets a field render and commit once on mount, its label tied to its input', () => {
    const commits: string[] = [];
    render(
      <MantineProvider>
        <Profiler id="field" onRender={(_id, phase) => commits.push(phase)}>
          <TextInput label="Last name" />
        </Profiler>
      </MantineProvider>,
    );
    expect(commits).toEqual(['mount']);
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAttribute(
      'id',
      expect.stringMatching(/^mantine-/),
    );
  });

  it("replaces only @mantine/hooks' own module", () => {
    expect(isMantineUseId('./use-id/use-id.mjs', '/app/node_modules/@mantine/hooks/esm/index.mjs')).toBe(
      true,
    );
    expect(isMantineUseId('./use-id/use-id.cjs', '/app/node_modules/@mantine/hooks/cjs/index.cjs')).toBe(
      true,
    );
    expect(isMantineUseId('./use-id/use-id.mjs', '/app/node_modules/other/esm/index.mjs')).toBe(false);
    expect(isMantineUseId('./use-idle/use-idle.mjs', '/app/node_modules/@mantine/hooks/esm/index.mjs')).toBe(
      false,
    );
  });
});
