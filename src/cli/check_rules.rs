//! `check-rules`, hidden from help: reads a rules file on stdin and walks
//! it as the playground would, in a process whose address space is
//! capped. The playground runs it on every rules file a request brings
//! before taking the file in (`serve::sandbox`): a file that allocates
//! gigabytes in one expression, recurses past the stack or runs for
//! minutes ends this process, never the server.

use std::io::Read;

use anyhow::Context;
use clap::{Arg, ArgMatches, Command, value_parser};

use super::CliError;

/// The hidden subcommand.
pub fn command() -> Command {
    Command::new("check-rules")
        .hide(true)
        .about("Walk a rules file from stdin in a process of its own (the playground's check)")
        .arg(
            Arg::new("memory-mib")
                .long("memory-mib")
                .value_name("MIB")
                .value_parser(value_parser!(u64).range(64..=1 << 20))
                .default_value("1024")
                .help("The most address space the process may take, in MiB"),
        )
}

/// Caps the address space, reads the file and walks it: silent on
/// success, the file's first error at its place (exit 2) otherwise.
pub fn run(args: &ArgMatches) -> anyhow::Result<()> {
    let mib = *args.get_one::<u64>("memory-mib").expect("has a default");
    let bytes = mib << 20;
    nix::sys::resource::setrlimit(nix::sys::resource::Resource::RLIMIT_AS, bytes, bytes)
        .context("cannot cap the address space")?;
    let mut text = String::new();
    std::io::stdin()
        .read_to_string(&mut text)
        .context("cannot read the rules from stdin")?;
    optimal_play::games::own::vet(&text).map_err(|error| CliError::Usage(error.to_string()).into())
}
