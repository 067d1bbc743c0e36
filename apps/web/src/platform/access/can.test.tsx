import { act, render, screen } from '@testing-library/react';
import { STORAGE_KEYS as K } from '@zhiyu/contract/rules/session';
import { describe, expect, it } from 'vitest';
import { setItem } from '../session/storage.ts';
import { Can } from './can.tsx';

describe('<Can> (requirements §6 button whitelist)', () => {
  it('shows children only for whitelisted ids, and follows changes of the grant', () => {
    setItem(K.btnWhiteList, [{ id: 'admin.licence.upload' }]);
    render(
      <>
        <Can code="admin.licence.upload">
          <button type="button">upload</button>
        </Can>
        <Can code="admin.user.delete-button" fallback={<span>no delete</span>}>
          <button type="button">delete</button>
        </Can>
      </>,
    );
    expect(screen.getByText('upload')).toBeTruthy();
    expect(screen.queryByText('delete')).toBeNull();
    expect(screen.getByText('no delete')).toBeTruthy();
    act(() => setItem(K.btnWhiteList, []));
    expect(screen.queryByText('upload')).toBeNull();
  });
});
