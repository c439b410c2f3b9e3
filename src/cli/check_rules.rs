//! `check-rules`, hidden from help: reads a rules file on stdin and walks
//! it as the playground would, in a process whose address space is
//! capped. The playground runs it on every rules file a request brings
//! before taking the file in (`serve::sandbox`): a file that allocates
//! gigabytes in one expression, recurses past the stack or runs for
//! minutes ends this process, never the server. Its processor time is
//! capped too, so that it ends by itself should the server be gone.

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
        .arg(
            Arg::new("seconds")
                .long("seconds")
                .value_name("SECONDS")
                .value_parser(value_parser!(u64).range(1..=3600))
                .default_value("20")
                .help("The most processor time the process may take"),
        )
}

/// Caps the address space, reads the file and walks it: silent on
/// success, the file's first error at its place (exit 2) otherwise.
pub fn run(args: &ArgMatches) -> anyhow::Result<()> {
    // A panic says its message alone. Rust's own hook, asked for a
    // backtrace (`RUST_BACKTRACE=1`), reads the program's debug
    // information to print it; under the cap that runs out of memory
    // again, and the allocator's failure waits on the lock the hook holds:
    // the check hung until the server's time was up, and a file that asked
    // for too much memory was refused as one that ran too long.
    std::panic::set_hook(Box::new(|info| eprintln!("{info}")));
    let mib = *args.get_one::<u64>("memory-mib").expect("has a default");
    let bytes = mib << 20;
    use nix::sys::resource::{Resource, setrlimit};
    setrlimit(Resource::RLIMIT_AS, bytes, bytes).context("cannot cap the address space")?;
    // The server kills the check when its time is up; should the server
    // itself be killed first, the kernel ends the check a second later.
    let seconds = *args.get_one::<u64>("seconds").expect("has a default");
    setrlimit(Resource::RLIMIT_CPU, seconds + 1, seconds + 2)
        .context("cannot cap the processor time")?;
    let mut text = String::new();
    std::io::stdin()
        .read_to_string(&mut text)
        .context("cannot read the rules from stdin")?;
    optimal_play::games::own::vet(&text).map_err(|error| CliError::Usage(error.to_string()).into())
}
