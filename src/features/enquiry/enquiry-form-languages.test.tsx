/**
 * The enquiry form in the page's language: Japanese words and messages on Japanese pages, family
 * and given name with an optional katakana reading in Japanese (one full name in English), each
 * field badged required or optional, and consent asked with a link to the privacy policy.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Enquiry } from '@contract/enquiry';
import {
  expectMarked,
  expectUnmarked,
  keyed,
  renderForm,
} from '../../../tests/support/enquiry-form';

describe('enquiry form', () => {
  it('speaks Japanese on Japanese pages', async () => {
    const send = vi.fn<(enquiry: Enquiry) => Promise<void>>();
    const user = await renderForm(send, 'ja');
    const email = screen.getByRole('textbox', { name: 'メールアドレス（勤務先）' });
    await user.type(email, 'aiko@example');
    await user.click(screen.getByRole('button', { name: /送信する/ }));
    const family = screen.getByRole('textbox', { name: '姓' });
    expectMarked(family, '姓を入力してください。');
    expect(family).toHaveFocus();
    expectMarked(screen.getByRole('textbox', { name: '名' }), '名を入力してください。');
    expectMarked(email, 'メールアドレスは「name@example.co.jp」の形式で入力してください。');
    expectMarked(
      screen.getByRole('checkbox'),
      'お問い合わせには、ご連絡・お知らせの送付と個人情報の取り扱いへの同意が必要です。',
    );
    // The reading is optional: left empty, it is not marked.
    expectUnmarked(screen.getByRole('textbox', { name: /^フリガナ/ }));
    expect(send).not.toHaveBeenCalled();
  });

  it('marks each field 必須 or 任意 beside its name, in the page language', async () => {
    await renderForm(vi.fn(), 'ja');
    const badgeOf = (name: string) =>
      screen.getByText(name, { selector: 'label' }).querySelector('.enquiry-form__badge');
    for (const name of ['姓', '名', '電話番号', '会社名', '部署・役職', 'ご相談内容']) {
      expect(badgeOf(name)).toHaveTextContent('必須');
      // `required` says it to assistive technology already.
      expect(badgeOf(name)).toHaveAttribute('aria-hidden', 'true');
    }
    expect(badgeOf('フリガナ')).toHaveTextContent('任意');
    expect(badgeOf('フリガナ')).not.toHaveAttribute('aria-hidden');
    expect(screen.getByRole('textbox', { name: /^フリガナ/ })).not.toBeRequired();
  });

  it('in English marks every field Required, and asks for one full name', async () => {
    await renderForm(vi.fn());
    const badges = [...document.querySelectorAll('label .enquiry-form__badge')];
    expect(badges.map((badge) => badge.textContent)).toEqual(Array(7).fill('Required'));
    expect(screen.queryByRole('textbox', { name: /Family name/ })).toBeNull();
  });

  it('in Japanese sends family and given name as one name, family first, with the reading in katakana', async () => {
    const send = vi.fn<(enquiry: Enquiry) => Promise<void>>(() => Promise.resolve());
    const user = await renderForm(send, 'ja');
    const box = (name: string | RegExp) => screen.getByRole('textbox', { name });
    await user.type(box('姓'), '山田');
    await user.type(box('名'), '太郎');
    await user.type(box(/フリガナ/), 'やまだ　たろう');
    await user.type(box('電話番号'), '03-0000-0000');
    await user.type(box('メールアドレス（勤務先）'), 'yamada@example.co.jp');
    await user.type(box('会社名'), '株式会社サンプル');
    await user.type(box('部署・役職'), '経営企画部 部長');
    await user.type(box('ご相談内容'), 'インド進出について相談したいです。');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /送信する/ }));
    expect(send).toHaveBeenCalledExactlyOnceWith(
      {
        name: '山田 太郎',
        phone: '03-0000-0000',
        email: 'yamada@example.co.jp',
        company: '株式会社サンプル',
        designation: '経営企画部 部長',
        message: 'インド進出について相談したいです。',
        consent: true,
        locale: 'ja',
        nameReading: 'ヤマダ タロウ',
      },
      keyed,
    );
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(/^お問い合わせいただき/));
    expect(status).toHaveTextContent('1営業日以内');
  });

  it('in Japanese sends no reading when none is given, and refuses one not in katakana', async () => {
    const send = vi.fn<(enquiry: Enquiry) => Promise<void>>(() => Promise.resolve());
    const user = await renderForm(send, 'ja');
    const box = (name: string | RegExp) => screen.getByRole('textbox', { name });
    const values: [string | RegExp, string][] = [
      ['姓', 'Smith'],
      ['名', 'Anna'],
      ['電話番号', '03-0000-0000'],
      ['メールアドレス（勤務先）', 'anna@example.com'],
      ['会社名', 'Example KK'],
      ['部署・役職', 'CTO'],
      ['ご相談内容', 'GCC'],
    ];
    for (const [name, value] of values) await user.type(box(name), value);
    await user.click(screen.getByRole('checkbox'));
    await user.type(box(/フリガナ/), 'Smith');
    await user.click(screen.getByRole('button', { name: /送信する/ }));
    expectMarked(
      box(/フリガナ/),
      'フリガナは全角カタカナで入力してください（例：ヤマダ タロウ）。',
    );
    expect(send).not.toHaveBeenCalled();
    await user.clear(box(/フリガナ/));
    await user.click(screen.getByRole('button', { name: /送信する/ }));
    expect(send).toHaveBeenCalledOnce();
    expect(send.mock.calls[0]?.[0]).not.toHaveProperty('nameReading');
    expect(send.mock.calls[0]?.[0]).toMatchObject({ name: 'Smith Anna', locale: 'ja' });
  });

  it('asks consent to the handling of personal data, linking the privacy policy in a new tab', async () => {
    await renderForm(vi.fn(), 'ja');
    const consent = screen.getByRole('checkbox', {
      name: 'お問い合わせに関するSetu Venturesからのご連絡・お知らせの送付と、個人情報の取り扱いに同意します。',
    });
    expect(consent).toBeRequired();
    const policy = screen.getByRole('link', { name: '個人情報の取り扱い' });
    expect(policy).toHaveAttribute('href', '/privacy');
    expect(policy).toHaveAttribute('target', '_blank');
    expect(policy).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
