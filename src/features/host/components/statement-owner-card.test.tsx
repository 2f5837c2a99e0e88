import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import type { StatementOwner } from '../api/get-statement';
import { StatementOwnerCard } from './statement-owner-card';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const owner: StatementOwner = {
  ownerId: id(1),
  ownerName: 'Amina Benali',
  properties: [
    {
      propertyId: id(2),
      propertyName: 'Riad Yasmine',
      stays: [],
      extras: [
        {
          lineId: id(3),
          bookingId: id(4),
          guestName: 'Karim Alaoui',
          extraId: 'breakfast',
          name: 'Moroccan breakfast',
          quantity: 2,
          amount: 30_000,
          currency: 'MAD',
          paidOn: '2027-10-04',
        },
        {
          lineId: id(5),
          bookingId: id(4),
          guestName: 'Karim Alaoui',
          extraId: 'retired-extra',
          name: 'Hammam visit',
          quantity: 1,
          amount: 20_000,
          currency: 'MAD',
          paidOn: '2027-10-05',
        },
      ],
    },
  ],
  totals: [{ currency: 'MAD', stays: 0, extras: 50_000, total: 50_000, nights: 0 }],
};

describe('StatementOwnerCard', () => {
  it("names a catalogue extra in the reader's language, and a retired one as it was recorded", async () => {
    await renderWithApp(<StatementOwnerCard owner={owner} />, { language: 'ar' });
    expect(screen.getByText(/الفطور/)).toBeInTheDocument();
    expect(screen.queryByText(/Moroccan breakfast/)).toBeNull();
    expect(screen.getByText(/Hammam visit/)).toBeInTheDocument();
  });
});
