import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApiRoutes } from '../../../test/axios-adapter';
import { renderWithApp } from '../../../test/render-with-app';
import { RatingStars, RatingSummary } from './rating-summary';

describe('RatingStars', () => {
  it.each([
    [4.3, 12, '4.3 (12 оценок)'],
    [5, 1, '5.0 (1 оценка)'],
    [3.7, 3, '3.7 (3 оценки)'],
    [4, 11, '4.0 (11 оценок)'],
    [4.5, 21, '4.5 (21 оценка)'],
    [2.1, 104, '2.1 (104 оценки)'],
    [4.9, 112, '4.9 (112 оценок)'],
  ])('shows %s with %s votes as "%s"', (average, votes, text) => {
    render(<RatingStars averageRating={average} voteCount={votes} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('fills the stars for the rounded average', () => {
    const { container } = render(<RatingStars averageRating={3.6} voteCount={5} />);
    expect(screen.getByRole('img', { name: 'Средняя оценка 3.6 из 5' })).toBeInTheDocument();
    expect(container.querySelectorAll('svg.fill-amber-400')).toHaveLength(4);
  });

  it("says 'Нет оценок' when nobody rated", () => {
    const { container } = render(<RatingStars averageRating={0} voteCount={0} />);
    expect(screen.getByText('Нет оценок')).toBeInTheDocument();
    expect(container.querySelectorAll('svg.fill-amber-400')).toHaveLength(0);
  });
});

describe('RatingSummary', () => {
  it('loads the summary of the product', async () => {
    mockApiRoutes({
      'GET /ratings/7': { status: 200, data: { product_id: 7, averageRating: 4.3, voteCount: 12 } },
    });
    renderWithApp(<RatingSummary productId={7} />);
    expect(await screen.findByText('4.3 (12 оценок)')).toBeInTheDocument();
  });

  it('says the ratings could not be loaded', async () => {
    mockApiRoutes({ 'GET /ratings/7': { status: 404, data: { error: 'нет', code: 'PRODUCT_NOT_FOUND' } } });
    renderWithApp(<RatingSummary productId={7} />);
    expect(await screen.findByText('Ошибка при загрузке рейтингов')).toBeInTheDocument();
  });
});
