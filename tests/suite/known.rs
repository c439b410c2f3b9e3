//! Reading the known-answer files under `tests/data/`.

use std::collections::BTreeMap;
use std::path::PathBuf;

/// One published case: its fields by name, and where it starts in the file.
#[derive(Debug)]
pub struct Case {
    pub line: usize,
    pub fields: BTreeMap<String, String>,
}

impl Case {
    pub fn get(&self, key: &str) -> Option<&str> {
        self.fields.get(key).map(String::as_str)
    }

    pub fn source(&self) -> &str {
        self.get("source")
            .unwrap_or_else(|| panic!("case at line {} has no source", self.line))
    }

    /// The `input` field with " / " turned back into line breaks.
    pub fn input_text(&self) -> Option<String> {
        self.get("input")
            .map(|input| match input.strip_prefix('@') {
                // A published input too large to write on one line, kept in a file.
                Some(path) => {
                    std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(path))
                        .expect("the input file named in tests/data")
                }
                None => input.replace(" / ", "\n") + "\n",
            })
    }
}

pub fn data_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

/// The blocks of `tests/data/NAME`: `key: value` lines, blank-line separated,
/// `#` comments skipped.
pub fn cases(name: &str) -> Vec<Case> {
    let text = std::fs::read_to_string(data_path(name)).expect("known-answer file");
    let mut cases = Vec::new();
    let mut current: Option<Case> = None;
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.starts_with('#') {
            continue;
        }
        if line.is_empty() {
            cases.extend(current.take());
            continue;
        }
        let (key, value) = line
            .split_once(':')
            .unwrap_or_else(|| panic!("{name}:{}: expected `key: value`", number + 1));
        let case = current.get_or_insert_with(|| Case {
            line: number + 1,
            fields: BTreeMap::new(),
        });
        case.fields
            .insert(key.trim().to_owned(), value.trim().to_owned());
    }
    cases.extend(current);
    assert!(!cases.is_empty(), "{name} holds no cases");
    cases
}
