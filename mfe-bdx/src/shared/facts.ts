import styled from 'styled-components';

/** A record's facts as a definition list: the label beside its value, one pair per line. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0 0 12px;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;
