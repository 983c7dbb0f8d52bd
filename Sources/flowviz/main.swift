import FlowvizCommands

// The `flowviz` executable: the commands live in FlowvizCommands, which the fuzzer also runs in process.
FlowvizCLI.main()
