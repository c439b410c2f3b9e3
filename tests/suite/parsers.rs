//! The parsers, fuzzed: arbitrary bytes never panic, and the streaming reader
//! accepts, refuses and locates exactly as the in-memory parser does, however
//! its input is cut into reads.

use std::io::{self, Read};

use optimal_play::coins::read::{margin_streaming, solve_streaming};
use optimal_play::coins::{Algorithm, Row, RowLayout};
use optimal_play::input::as_text;
use optimal_play::wall::{Board, parse_walls};
use proptest::prelude::*;

/// A reader that hands out its bytes in reads of the given sizes, in turn.
struct Chunked<'a> {
    bytes: &'a [u8],
    sizes: Vec<usize>,
    turn: usize,
}

impl Read for Chunked<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let size = self.sizes[self.turn % self.sizes.len()].max(1);
        self.turn += 1;
        let n = size.min(buf.len()).min(self.bytes.len());
        buf[..n].copy_from_slice(&self.bytes[..n]);
        self.bytes = &self.bytes[n..];
        Ok(n)
    }
}

/// Text that looks like a row, with every kind of mistake mixed in.
fn row_like_text() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        6 => (-1000i64..1000).prop_map(|v| v.to_string()),
        1 => any::<i64>().prop_map(|v| v.to_string()),
        1 => Just("9223372036854775808".to_owned()),
        4 => Just(" ".to_owned()),
        3 => Just("\n".to_owned()),
        1 => Just("\r\n".to_owned()),
        1 => Just("\t".to_owned()),
        1 => Just("\u{a0}".to_owned()),
        1 => Just("x".to_owned()),
        1 => Just("-".to_owned()),
        1 => Just("é".to_owned()),
        1 => Just(",".to_owned()),
        1 => Just("[".to_owned()),
        1 => Just("]".to_owned()),
    ];
    prop::collection::vec(piece, 0..40).prop_map(|pieces| pieces.concat())
}

fn layout() -> impl Strategy<Value = Option<RowLayout>> {
    prop_oneof![
        Just(None),
        Just(Some(RowLayout::Counted)),
        Just(Some(RowLayout::Plain))
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn streaming_and_in_memory_agree(
        text in row_like_text(),
        layout in layout(),
        sizes in prop::collection::vec(1usize..7, 1..4),
    ) {
        let in_memory = Row::parse(&text, layout);
        let reader = Chunked { bytes: text.as_bytes(), sizes: sizes.clone(), turn: 0 };
        let streamed = solve_streaming(reader, layout, |_| {});
        let reader = Chunked { bytes: text.as_bytes(), sizes, turn: 0 };
        let value_only = margin_streaming(reader, layout, |_| {});
        prop_assert_eq!(
            value_only.as_ref().map(|&(len, outcome)| (len, outcome)).map_err(ToString::to_string),
            streamed.as_ref().map(|s| (s.len, s.outcome)).map_err(ToString::to_string)
        );
        match (in_memory, streamed) {
            (Ok(row), Ok(streamed)) => {
                prop_assert_eq!(streamed.len, row.len() as u64);
                prop_assert_eq!(streamed.outcome, row.outcome(Algorithm::Interval).unwrap());
                let ends = row.ends(0..row.len());
                prop_assert_eq!(streamed.ends.map(|e| e.values), ends);
            }
            (Err(expected), Err(got)) => prop_assert_eq!(got.to_string(), expected.to_string()),
            (expected, got) => prop_assert!(false, "in memory {:?}, streamed {:?}", expected, got),
        }
    }

    /// LeetCode's list, `[2,7,9]`, with any whitespace between its parts,
    /// reads back as its values however its input is cut into reads, and
    /// a list with one comma dropped is refused at the value after it.
    #[test]
    fn leetcode_lists_read_back(
        values in prop::collection::vec(any::<i64>(), 1..30),
        spaces in prop::collection::vec(prop_oneof![Just(""), Just(" "), Just("\n"), Just(" \r\n ")], 1..8),
        sizes in prop::collection::vec(1usize..7, 1..4),
        dropped in any::<prop::sample::Index>(),
    ) {
        let space = |at: usize| spaces[at % spaces.len()];
        let mut text = format!("{}[", space(0));
        for (at, value) in values.iter().enumerate() {
            if at > 0 {
                text.push_str(&format!("{},{}", space(at), space(at + 1)));
            }
            text.push_str(&value.to_string());
        }
        text.push_str(&format!("{}]{}", space(values.len()), space(values.len() + 1)));
        let row = Row::parse(&text, None).unwrap();
        prop_assert_eq!(row.values(), &values[..]);
        let inline = Row::parse_list(&text).unwrap();
        prop_assert_eq!(inline.values(), &values[..]);
        let reader = Chunked { bytes: text.as_bytes(), sizes, turn: 0 };
        prop_assert_eq!(solve_streaming(reader, None, |_| {}).unwrap().len, values.len() as u64);
        if values.len() > 1 {
            let commas: Vec<usize> = text.match_indices(',').map(|(at, _)| at).collect();
            let at = commas[dropped.index(commas.len())];
            let broken = format!("{} {}", &text[..at], &text[at + 1..]);
            let error = Row::parse(&broken, None).unwrap_err();
            prop_assert!(error.to_string().contains("expected `,` or `]`"), "{}", error);
        }
    }

    #[test]
    fn arbitrary_bytes_never_panic_a_parser(bytes in prop::collection::vec(any::<u8>(), 0..200)) {
        if let Ok(text) = as_text(&bytes) {
            let _ = Row::parse(text, None);
            let _ = Row::parse_list(text);
            let _ = Board::parse(text, None);
            let _ = parse_walls(text);
        }
        let _ = solve_streaming(&bytes[..], None, |_| {});
    }

    #[test]
    fn board_like_text_never_panics(text in "[0-9x{}\\[\\]\", \n\r\té]{0,60}") {
        if let Ok(board) = Board::parse(&text, None) {
            // A parsed board is valid: it has a path, so it solves.
            let solution = optimal_play::wall::solve(&board);
            prop_assert_eq!(Some(solution.cost), optimal_play::wall::value(&board));
        }
    }
}

/// Text that looks like a board, grid or literal, with mistakes mixed in.
fn board_like_text() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        8 => "[0-9x]{1,4}",
        3 => Just("\n".to_owned()),
        1 => Just("\r\n".to_owned()),
        1 => Just(" ".to_owned()),
        1 => Just("\n\n".to_owned()),
        1 => Just("{\"".to_owned()),
        1 => Just("\", \"".to_owned()),
        1 => Just("\"}".to_owned()),
        1 => Just("[\"".to_owned()),
        1 => Just("\"]".to_owned()),
        1 => Just("é".to_owned()),
        1 => Just("?".to_owned()),
    ];
    prop::collection::vec(piece, 0..30).prop_map(|pieces| pieces.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn board_value_streaming_and_in_memory_agree(
        text in board_like_text(),
        sizes in prop::collection::vec(1usize..9, 1..4),
    ) {
        use optimal_play::wall::stream::value_streaming;
        let in_memory = Board::parse(&text, None).map(|board| optimal_play::wall::value(&board).unwrap());
        let reader = Chunked { bytes: text.as_bytes(), sizes, turn: 0 };
        let streamed = value_streaming(reader, None);
        match (in_memory, streamed) {
            (Ok(expected), Ok(got)) => prop_assert_eq!(got, expected),
            (Err(expected), Err(got)) => prop_assert_eq!(got.to_string(), expected.to_string()),
            (expected, got) => prop_assert!(false, "in memory {:?}, streamed {:?}", expected, got),
        }
    }
}

/// A board whose rows are empty strings is refused as an empty row, by both
/// readers, never read as a board of no columns (the one-pass row check once
/// took an empty row for a full one).
#[test]
fn empty_rows_are_refused_by_both_board_readers() {
    use optimal_play::wall::stream::value_streaming;
    for text in ["{\"\", \"1\"}", "{\"\"}", "{\"\", \"\"}"] {
        let in_memory = Board::parse(text, None).expect_err("refused").to_string();
        let streamed = value_streaming(text.as_bytes(), None)
            .expect_err("refused")
            .to_string();
        assert_eq!(in_memory, streamed, "{text}");
        assert!(in_memory.contains("empty row"), "{in_memory}");
    }
}

#[test]
fn board_value_streaming_reads_every_published_board() {
    use optimal_play::wall::stream::value_streaming;
    let text = std::fs::read_to_string(crate::known::data_path("wall-example-49x49.txt")).unwrap();
    assert_eq!(value_streaming(text.as_bytes(), None).unwrap(), 3512);
    assert_eq!(
        value_streaming(&b"\n\n  {\"042\",\n \"391\"}\n"[..], None).unwrap(),
        13
    );
    let error = value_streaming(&b"042\n39\xff\n"[..], None).unwrap_err();
    assert_eq!(
        error.to_string(),
        "line 2, column 3: the input is not UTF-8 text"
    );
    let error = value_streaming(&b"{\"0\",\n\"\xff\"}"[..], None).unwrap_err();
    assert_eq!(
        error.to_string(),
        "line 2, column 2: the input is not UTF-8 text"
    );
}

/// A long row of integers of every length (1 to 20 digits, with and without
/// a sign), between separators of every kind, with now and then something
/// that is not a plain integer: long enough that the token reader takes most
/// of it 64 bytes at a time.
fn long_row_text() -> impl Strategy<Value = String> {
    let number = (1usize..=20, any::<u64>(), 0u8..6).prop_map(|(digits, bits, sign)| {
        let all: String = format!("{bits:020}");
        let sign = match sign {
            0 => "-",
            1 => "+",
            _ => "",
        };
        format!("{sign}{}", &all[20 - digits..])
    });
    let separator = prop_oneof![
        12 => Just(" "),
        6 => Just("\n"),
        1 => Just("\r\n"),
        1 => Just("\t"),
        1 => Just("\u{b}"),
        1 => Just("\u{c}"),
        1 => Just("  \n "),
        1 => Just("\u{a0}"),
        1 => Just("\u{2003}"),
    ];
    let other = prop_oneof![
        Just("x"),
        Just("-"),
        Just("+-1"),
        Just("5-3"),
        Just("é"),
        Just(","),
        Just("\u{0}"),
        Just("9223372036854775808"),
        Just("-9223372036854775808"),
    ];
    let piece = prop_oneof![
        60 => (number, separator.clone()).prop_map(|(number, separator)| number + separator),
        1 => (other, separator).prop_map(|(other, separator)| other.to_owned() + separator),
    ];
    prop::collection::vec(piece, 0..600).prop_map(|pieces| pieces.concat())
}

/// The values read by the token reader's fast paths (`read_integers` taking
/// at most `at_most` at a time, then `advance_integer`), each with the
/// location the reader gives for it when it gives one, and the error that
/// stopped it, if any.
fn read_by_token_reader(
    reader: impl Read,
    at_most: usize,
) -> (
    Vec<(i64, Option<optimal_play::input::Location>)>,
    Option<String>,
) {
    use optimal_play::input::stream::TokenReader;
    let mut tokens = TokenReader::new(reader);
    let mut values = Vec::new();
    match tokens.advance() {
        Ok(true) => match optimal_play::input::parse_i64(tokens.token()) {
            Ok(value) => values.push((value, Some(tokens.location()))),
            Err((within, problem)) => {
                return (
                    values,
                    Some(tokens.error_in_token(within, problem).to_string()),
                );
            }
        },
        Ok(false) => return (values, None),
        Err(error) => return (values, Some(error.to_string())),
    }
    let mut batch = Vec::new();
    loop {
        batch.clear();
        let read = tokens.read_integers(&mut batch, at_most);
        assert_eq!(read, batch.len());
        assert!(read <= at_most);
        if read > 0 {
            let last = batch.pop().expect("one at least");
            values.extend(batch.iter().map(|&value| (value, None)));
            values.push((last, Some(tokens.location())));
            continue;
        }
        match tokens.advance_integer() {
            Ok(None) => return (values, None),
            Ok(Some(Ok(value))) => values.push((value, Some(tokens.location()))),
            Ok(Some(Err(error))) => return (values, Some(error.to_string())),
            Err(error) => return (values, Some(error.to_string())),
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// The token reader's fast paths read exactly what the in-memory
    /// tokenizer and `parse_i64` read, place every value and the first error
    /// where they do, and stop where they do, however the input is cut into
    /// reads and however many values are asked for at a time.
    #[test]
    fn the_token_reader_reads_long_rows_as_the_tokenizer_does(
        text in long_row_text(),
        sizes in prop_oneof![
            prop::collection::vec(1usize..7, 1..4),
            prop::collection::vec(60usize..5000, 1..4),
            Just(vec![usize::MAX]),
        ],
        at_most in prop_oneof![1usize..70, Just(usize::MAX)],
    ) {
        use optimal_play::input::{InputError, Location, parse_i64, tokens};
        let mut expected = Vec::new();
        let mut expected_error = None;
        for token in tokens(&text) {
            match parse_i64(token.text) {
                Ok(value) => expected.push((value, Location::of_offset(&text, token.offset))),
                Err((within, problem)) => {
                    expected_error =
                        Some(InputError::at(&text, token.offset + within, problem).to_string());
                    break;
                }
            }
        }
        let reader = Chunked { bytes: text.as_bytes(), sizes, turn: 0 };
        let (got, error) = read_by_token_reader(reader, at_most);
        prop_assert_eq!(got.len(), expected.len());
        for (at, ((value, location), (expected_value, expected_location))) in
            got.iter().zip(&expected).enumerate()
        {
            prop_assert_eq!(value, expected_value, "value {}", at);
            if let Some(location) = location {
                prop_assert_eq!(location, expected_location, "value {}", at);
            }
        }
        prop_assert_eq!(error, expected_error);
    }
}
